import { nowIso, type Executor } from '../db/index.ts';
import type { BookingsTable } from './booking-schema.ts';

/** A booking to store: its row, with the details as the object the mails show (label → value). */
export type NewBooking = Omit<
  BookingsTable,
  'details' | 'created_at' | 'status' | 'assigned_to' | 'updated_at' | 'answered_at'
> & {
  details: Record<string, string>;
};

/** The bookings table, bound to a database or a transaction (`app.repositories.bookings`). */
export function createBookingRepository(db: Executor) {
  return {
    async insert(booking: NewBooking): Promise<void> {
      await db
        .insertInto('bookings')
        .values({ ...booking, details: JSON.stringify(booking.details), created_at: nowIso() })
        .execute();
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
