// The super admins' control of the portal's second-factor policy: nobody else, admins, everyone.
// Asks before it changes, since it changes every covered user's next sign-in.
import { useState } from 'react';
import { Button, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql } from 'react-relay';
import type { SecondFactorPolicyControlMutation, SecondFactorPolicy } from '../../__generated__/SecondFactorPolicyControlMutation.graphql';
import { askConfirmation } from '../../components/confirm/confirmation';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { usePromiseMutation } from '../../relay/usePromiseMutation';

const mutation = graphql`
  mutation SecondFactorPolicyControlMutation($input: SetSecondFactorPolicyInput!) {
    setSecondFactorPolicy(input: $input) {
      policy
      viewer {
        id
        secondFactor {
          portalPolicy
          requiredByPolicy
        }
      }
      errors {
        ...payloadErrors_userError
      }
    }
  }
`;

type Policy = Exclude<SecondFactorPolicy, '%future added value'>;

export function SecondFactorPolicyControl({ current }: { current: Policy }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<Policy>(current);
  const [save, saving] = usePromiseMutation<SecondFactorPolicyControlMutation>(mutation, { globalErrorModal: true });
  const labels: Record<Policy, string> = {
    NONE: t`Only accounts that chose a second factor`,
    ADMINS: t`Required for admins and super admins`,
    EVERYONE: t`Required for everyone`,
  };
  const apply = async () => {
    const confirmed = await askConfirmation({
      title: t`Change the second-factor policy?`,
      message: t`From their next sign-in: ${labels[chosen]}. Accounts without an authenticator app get a code by e-mail.`,
    });
    if (!confirmed) return;
    reportPayloadErrors((await save({ input: { policy: chosen } })).setSecondFactorPolicy.errors);
  };
  return (
    <Stack gap="3" as="section" aria-label={t`Second-factor policy`}>
      <Text fontWeight="semibold">{t`Second-factor policy for the portal`}</Text>
      <Text fontSize="sm" color="fg.muted">{t`Site admins are doctors: only "everyone" covers them.`}</Text>
      <RadioGroup.Root value={chosen} onValueChange={({ value }) => value && setChosen(value as Policy)}>
        <Stack gap="2">
          {(Object.keys(labels) as Policy[]).map((policy) => (
            <RadioGroup.Item key={policy} value={policy}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{labels[policy]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <HStack justify="end">
        <Button size="sm" variant="outline" disabled={chosen === current} loading={saving} onClick={() => void apply()}>
          {t`Save policy`}
        </Button>
      </HStack>
    </Stack>
  );
}
