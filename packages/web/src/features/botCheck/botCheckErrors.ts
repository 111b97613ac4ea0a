// How a refused bot check comes back in a mutation payload: a ValidationError on the `botToken`
// input field ('Blocked By ReCAPTCHA' or 'ReCAPTCHA Expired, please refresh the page'). Screens
// that otherwise hide failures (the reset screen's no-enumeration answer) must show this one.

/** The input field the BFF reports a refused token on. */
export const BOT_TOKEN_FIELD = 'botToken';

interface PayloadErrorLike {
  readonly fieldErrors?: ReadonlyArray<{ readonly field: string }>;
}

export const isBotCheckRefusal = (error: PayloadErrorLike): boolean => (error.fieldErrors ?? []).some((f) => f.field === BOT_TOKEN_FIELD);

/** The first bot-check refusal among a payload's errors, if any. */
export const botCheckRefusalOf = <E extends PayloadErrorLike>(errors: ReadonlyArray<E>): E | undefined => errors.find(isBotCheckRefusal);
