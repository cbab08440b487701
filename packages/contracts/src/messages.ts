/** User-facing texts fixed by the product specification (§5, §8). This module is zod-free so the site shell can use it. */
export const messages = {
  required: 'Field is required.',
  invalidEmail: 'Invalid email.',
  subscribeSuccess: 'Your message has been sent successfully subscribed to our email list!',
} as const;

/** One e-mail rule for the server schemas and the light client forms: local@domain.tld, no spaces. */
export const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
export const maxEmailLength = 254;

/** The spec's message for an e-mail value, or undefined when it is valid. */
export function emailProblem(value: string | undefined | null): string | undefined {
  const email = (value ?? '').trim();
  if (email === '') return messages.required;
  if (email.length > maxEmailLength || !emailPattern.test(email)) return messages.invalidEmail;
  return undefined;
}
