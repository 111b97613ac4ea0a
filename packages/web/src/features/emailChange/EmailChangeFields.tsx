// What an edit form shows about the account's e-mail address: a change awaiting
// the holder's confirmation, and, once the typed address differs from the stored one of an account
// in use, the editor's own password, which the server asks for such a change.
import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { get, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { emailChangeMode } from '@portal/domain/emailChange';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';

interface EmailChangeFieldsProps<F extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<F, unknown, any>;
  /** The stored account: null while creating one. */
  account: { email: string; pending: boolean; pendingEmail?: string | null } | null | undefined;
}

/** The form field that carries the editor's password (not part of the §5 form: sent beside it). */
export const CURRENT_PASSWORD_FIELD = 'currentPassword';

export function EmailChangeFields<F extends FieldValues>({ form, account }: EmailChangeFieldsProps<F>) {
  const { t } = useLingui();
  const typed = useWatch({ control: form.control, name: 'email' as Path<F> }) as string | undefined;
  // A clinic's §7 backend changes the address at once: nothing to confirm, no password to ask.
  const confirmsChanges = useUpstreamCapability('EMAIL_CHANGE');
  if (!account || !confirmsChanges) return null;
  const asks = emailChangeMode({ email: account.email, pending: account.pending ? 1 : 0 }, typed ?? account.email) === 'confirm';
  const error: { message?: unknown } | undefined = get(form.formState.errors, CURRENT_PASSWORD_FIELD);
  return (
    <>
      {account.pendingEmail ? (
        <Text fontSize="sm" color="fg.muted" data-testid="pending-email">
          <Trans>
            Waiting for confirmation of the new address <bdi dir="ltr">{account.pendingEmail}</bdi>: it becomes the username once its holder
            confirms it with their password.
          </Trans>
        </Text>
      ) : null}
      {asks ? (
        <FormField
          label={t`Your password`}
          required
          errorKey={typeof error?.message === 'string' ? error.message : undefined}
          helper={t`Changing the e-mail address of an account in use needs your own password. The new address is e-mailed a link, and the change takes effect once its holder confirms it with their password; the current address is told.`}
        >
          <PasswordInput autoComplete="current-password" {...form.register(CURRENT_PASSWORD_FIELD as Path<F>)} />
        </FormField>
      ) : null}
    </>
  );
}

/** The editor's password as the mutation input takes it: nothing when the form does not ask for it. */
export function currentPasswordOf<F extends FieldValues>(form: UseFormReturn<F, unknown, unknown>): { currentPassword?: string } {
  const value = form.getValues(CURRENT_PASSWORD_FIELD as Path<F>) as unknown;
  return typeof value === 'string' && value ? { currentPassword: value } : {};
}
