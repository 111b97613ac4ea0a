// §4: where each step of the sign-in lifecycle shows.
export type AuthStep =
  'SIGNED_OUT' | 'SECOND_FACTOR_REQUIRED' | 'NEW_PASSWORD_REQUIRED' | 'SIGNED_IN' | 'PASSWORD_CONFIRMED' | '%future added value';

export const AUTH_PATHS = {
  login: '/login',
  secondFactor: '/2FA',
  createPassword: '/create-password',
  passwordConfirmed: '/password-confirmed',
  resetPassword: '/ResetPassword',
  register: '/register',
  dashboard: '/dashboard',
} as const;

/** The screen of a step that is not "signed in" (that one goes to the remembered page). */
export function pathForPendingStep(step: AuthStep): string | null {
  switch (step) {
    case 'SECOND_FACTOR_REQUIRED':
      return AUTH_PATHS.secondFactor;
    case 'NEW_PASSWORD_REQUIRED':
      return AUTH_PATHS.createPassword;
    case 'PASSWORD_CONFIRMED':
      return AUTH_PATHS.passwordConfirmed;
    default:
      return null;
  }
}
