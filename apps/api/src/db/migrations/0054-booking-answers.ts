import type { Migration } from '../migrate.ts';

/**
 * When a booking was answered (issue 42): the desk confirms or declines a booking once, and the
 * guest gets one mail. `answered_at` stays set whatever status the booking is given by hand
 * later, so a booking reopened or closed cannot be answered a second time. Bookings answered before
 * this migration take their last update's time.
 */
export default {
  sql: [
    'alter table bookings add column answered_at varchar(40)',
    "update bookings set answered_at = coalesce(updated_at, created_at) where status in ('confirmed', 'declined')",
  ],
} satisfies Migration;
