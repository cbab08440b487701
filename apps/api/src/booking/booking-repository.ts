import { nowIso, type Executor } from '../db/index.ts';

export interface NewBooking {
  id: string;
  kind: string;
  /** The venue's name as the desk knows it. */
  venue: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** The booking's rows as the mails show them (JSON object of label → value). */
  details: Record<string, string>;
}

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
