/** Limits of the booking forms (shared by the browser and the server). This module is zod-free so a form can
 * render its fields without loading the validation library. */
export const bookingLimits = {
  partySize: { min: 1, max: 20 },
  guests: { min: 1, max: 10 },
  travellers: { min: 1, max: 12 },
  /** How far ahead a booking may be made. */
  daysAhead: 730,
  /** Longest stay or trip, in nights. */
  nights: 60,
} as const;
