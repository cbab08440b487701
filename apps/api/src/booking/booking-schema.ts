import type { ColumnType, Generated } from 'kysely';

/** The bookings table (migration 0030-bookings). */
export interface BookingsTable {
  id: string;
  kind: string;
  venue: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** JSON of the kind's own fields (date, time, partySize; checkIn, checkOut, guests, roomType; …). */
  details: string;
  created_at: string;
  /** The desk's status (migration 0052): new, in_progress, confirmed, declined, closed. */
  status: Generated<string>;
  assigned_to: number | null;
  updated_at: string | null;
  /** When the desk confirmed or declined it (migration 0054); null until then. Set once. */
  answered_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BookingTables {
  bookings: BookingsTable;
}
