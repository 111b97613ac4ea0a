// What a message to patients did, as the server counted it: how many patients it
// reached, and by channel whom it could not reach for want of an address. Nothing reached is
// not shown as a success.
import { List } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { MessageResultAlert } from '../../components/SendMessageDialog';
import { LOCALE_TAGS } from '../../i18n/language';

/** Names listed before "and n more". */
export const SKIPPED_NAMES_SHOWN = 5;

export interface MessageSkip {
  recipientId: string;
  fullName: string;
  channel: string;
}

export interface PatientMessageOutcome {
  reachedCount: number;
  skipped: readonly MessageSkip[];
}

/** The distinct names skipped by `channel`, in the server's order. */
function namesSkippedBy(skipped: readonly MessageSkip[], channel: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const skip of skipped) {
    if (skip.channel !== channel || seen.has(skip.recipientId)) continue;
    seen.add(skip.recipientId);
    names.push(skip.fullName);
  }
  return names;
}

export function PatientMessageResult({ outcome }: { outcome: PatientMessageOutcome }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { reachedCount } = outcome;

  /** "Ada Rossi, Ben Levi and 3 more", in the language's own list form. */
  const listed = (names: string[]) => {
    const shown = names.slice(0, SKIPPED_NAMES_SHOWN);
    const more = names.length - shown.length;
    const items = more > 0 ? [...shown, plural(more, { one: '# more', other: '# more' })] : shown;
    const locale = LOCALE_TAGS[i18n.locale as keyof typeof LOCALE_TAGS] ?? i18n.locale;
    return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
  };
  const lines: string[] = [];
  const byEmail = namesSkippedBy(outcome.skipped, 'EMAIL');
  if (byEmail.length > 0) {
    const names = listed(byEmail);
    lines.push(t`Not sent by e-mail to ${names}: no e-mail address`);
  }
  const bySms = namesSkippedBy(outcome.skipped, 'SMS');
  if (bySms.length > 0) {
    const names = listed(bySms);
    lines.push(t`Not sent by SMS to ${names}: no phone number`);
  }

  return (
    <MessageResultAlert
      status={reachedCount > 0 ? 'success' : 'warning'}
      title={reachedCount > 0 ? plural(reachedCount, { one: 'Sent to # patient', other: 'Sent to # patients' }) : t`No message was sent`}
    >
      {lines.length > 0 ? (
        <List.Root gap="1" ps="4" fontSize="sm" aria-label={t`Not sent`}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      ) : null}
    </MessageResultAlert>
  );
}
