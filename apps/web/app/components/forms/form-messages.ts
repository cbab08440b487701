/** Texts and rules the site's forms share beyond the specification's own (`@contrail/contracts/messages`); zod-free. */
export const formMessages = {
  invalidPhone: 'Invalid phone number.',
  invalidWebsite: 'Invalid website address.',
  sendFailed: 'Sorry, your message could not be sent. Please try again in a moment.',
  /** A contact message (not the newsletter: its text is the spec's `subscribeSuccess`). */
  contactSent: 'Thank you — your message has been sent. We will reply within one working day.',
} as const;

/** "8 seconds", "1 minute", "3 minutes", "2 hours": a wait, rounded up to the unit that reads best. */
export function waitText(seconds: number): string {
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return unit(whole, 'second');
  if (whole < 3600) return unit(Math.ceil(whole / 60), 'minute');
  return unit(Math.ceil(whole / 3600), 'hour');
}

/** What a form says to a 429 answer: the server's own wait when it gave one (`Retry-After`). */
export function tooManyRequestsText(retryAfterSeconds: number | undefined): string {
  return retryAfterSeconds === undefined
    ? 'Too many requests — please try again in a moment.'
    : `Too many requests — please try again in ${waitText(retryAfterSeconds)}.`;
}

/** A phone number: digits with spaces, brackets, dots or dashes, at least six characters, an optional +. */
export const phonePattern = /^\+?[\d\s().-]{6,}$/;

/** An optional phone field: empty or a plausible number. */
export const isPhone = (value: string) => value === '' || phonePattern.test(value);
