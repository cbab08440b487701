/** User-facing texts fixed by the product specification (§5, §8). */
export const messages = {
  required: 'Field is required.',
  invalidEmail: 'Invalid email.',
  subscribeSuccess: 'Your message has been sent successfully subscribed to our email list!',
} as const;
