// The login form's checks (the domain's loginFormSchema), in a chunk of their own: /login paints
// without zod, LoginForm loads this on first focus or on submit.
import { loginFormSchema } from '@portal/domain/auth';
import { formResolver } from '../../components/formResolver';

/** What the login form holds: two strings, as typed. */
export interface LoginFields {
  username: string;
  password: string;
}

export const loginResolver = formResolver<LoginFields, typeof loginFormSchema>(loginFormSchema);
