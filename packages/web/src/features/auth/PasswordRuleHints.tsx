// The §5 password rules as a live checklist. Which rules a password meets comes from the
// domain (passwordRuleFailures); this only says them.
import { HStack, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuCircleCheck, LuCircle } from 'react-icons/lu';
import { PASSWORD_FORBIDDEN_CHARACTERS, PASSWORD_SPECIAL_CHARACTERS, passwordRuleFailures, type PasswordRule } from '@portal/domain/auth';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/domain/constants';

export function PasswordRuleHints({ password }: { password: string }) {
  const { t } = useLingui();
  const failures = new Set(passwordRuleFailures(password));
  const min = PASSWORD_MIN_LENGTH;
  const max = PASSWORD_MAX_LENGTH;
  const specials = PASSWORD_SPECIAL_CHARACTERS.join(' ');
  const forbidden = PASSWORD_FORBIDDEN_CHARACTERS.join(' ');
  const rules: Array<{ rule: PasswordRule; text: string }> = [
    { rule: 'length', text: t`${min} to ${max} characters` },
    { rule: 'lowercase', text: t`A lowercase letter` },
    { rule: 'uppercase', text: t`An uppercase letter` },
    { rule: 'digit', text: t`A digit` },
    { rule: 'special', text: t`One of ${specials}` },
    { rule: 'forbidden', text: t`No spaces and none of ${forbidden}` },
  ];
  return (
    <List.Root variant="plain" gap="1" fontSize="sm" aria-label={t`Password rules`}>
      {rules.map(({ rule, text }) => {
        const met = password.length > 0 && !failures.has(rule);
        return (
          <List.Item key={rule}>
            <HStack gap="2" color={met ? 'green.fg' : 'fg.muted'}>
              {met ? <LuCircleCheck aria-hidden="true" /> : <LuCircle aria-hidden="true" />}
              <VisuallyHidden>{met ? t`Met:` : t`Not yet met:`}</VisuallyHidden>
              <Text as="span">{text}</Text>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
