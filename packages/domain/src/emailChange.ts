// Changing a user's e-mail address, which is their username. An admin who edits
// it could otherwise take the account over (new address, then a password link to it), so for an
// account in use the change waits for its holder: the new address gets a link that asks the
// holder's own password, the old address is told at once, and the admin re-enters theirs.
import { z } from 'zod';

/** How long the link to the new address works. */
export const EMAIL_CHANGE_LINK_TTL_HOURS = 24;

/** Wrong passwords on one link before it stops working (the holder asks the admin again). */
export const EMAIL_CHANGE_PASSWORD_ATTEMPTS = 5;

/**
 * What an edit that sends `nextEmail` does to the account's address:
 * - `unchanged`: the same address, whatever its case;
 * - `readdress`: an account still pending (no password yet) takes it at once and its
 *   invitation goes there, as nobody has used the account;
 * - `confirm`: an account in use keeps its address until the holder confirms the new one.
 */
export type EmailChangeMode = 'unchanged' | 'readdress' | 'confirm';

export function emailChangeMode(account: { email: string; pending: number }, nextEmail: string): EmailChangeMode {
  if (account.email.trim().toLowerCase() === nextEmail.trim().toLowerCase()) return 'unchanged';
  return account.pending === 1 ? 'readdress' : 'confirm';
}

/** The editor's own password, asked when an edit changes the address of an account in use. */
export const reauthenticationSchema = z.object({
  CurrentPassword: z.string({ error: 'current_pwd_req' }).min(1, { error: 'current_pwd_req', abort: true }).max(200, 'current_pwd_req'),
});

/** What an edit body adds when it changes the address of an account in use. */
export interface Reauthentication {
  CurrentPassword?: string;
}

/** The editor's password as an edit body carries it (nothing when not given). */
export const reauthenticationOf = (currentPassword: string | null | undefined): Reauthentication =>
  currentPassword ? { CurrentPassword: currentPassword } : {};

/** POST /emailChange/confirm: the link's token and the holder's password. */
export const emailChangeConfirmationSchema = z.object({
  Token: z.string({ error: 'token_req' }).min(1, { error: 'token_req', abort: true }).max(200, 'token_req'),
  Password: z.string({ error: 'pwd_req' }).min(1, { error: 'pwd_req', abort: true }).max(200, 'pwd_req'),
});
export type EmailChangeConfirmation = z.infer<typeof emailChangeConfirmationSchema>;
