import type * as BookingChecks from './booking-form-schema.ts';

// zod, the contract's schemas and the answer's check: their own chunk, loaded once, on the form's first
// interaction (alongside the form's code) or check.
let checks: Promise<typeof BookingChecks> | undefined;

/** Loads booking-form-schema.ts, once. */
export const loadBookingChecks = () => (checks ??= import('./booking-form-schema.ts'));
