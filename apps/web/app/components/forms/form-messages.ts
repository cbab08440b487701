/** Texts and rules the site's forms share beyond the specification's own (`@contrail/contracts/messages`); zod-free. */
export const formMessages = {
  invalidPhone: 'Invalid phone number.',
  invalidWebsite: 'Invalid website address.',
  sendFailed: 'Sorry, your message could not be sent. Please try again in a moment.',
} as const;

/** A phone number: digits with spaces, brackets, dots or dashes, at least six characters, an optional +. */
export const phonePattern = /^\+?[\d\s().-]{6,}$/;

/** An optional phone field: empty or a plausible number. */
export const isPhone = (value: string) => value === '' || phonePattern.test(value);
