// Expected failures in mutation payloads (UserError): a banner for the screen and the
// field messages (§5 keys) for the form.
export interface PayloadUserError {
  readonly __typename: string;
  readonly code: string;
  readonly title: string;
  readonly messages: ReadonlyArray<string>;
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string; readonly key: string }>;
}

export interface ErrorBanner {
  title: string;
  messages: readonly string[];
}

export const bannerOf = (error: PayloadUserError | undefined | null): ErrorBanner | null =>
  error ? { title: error.title, messages: error.messages } : null;

/** Field errors of ValidationErrors, for react-hook-form's setError. */
export function fieldErrorsOf(errors: ReadonlyArray<PayloadUserError>): Array<{ field: string; key: string }> {
  return errors.flatMap((e) => (e.fieldErrors ?? []).map((f) => ({ field: f.field, key: f.key })));
}
