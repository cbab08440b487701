import type { Generated } from 'kysely';

/** Tables of the parts inquiries (migration 0012-inquiries). */
export interface InquiriesTable {
  id: string;
  session_id: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  aircraft: string;
  serial: string;
  country: string;
  state: string;
  city: string;
  message: string;
  created_at: string;
  /** The desk's status (migration 0052): new, in_progress, quoted, won, lost, closed. */
  status: Generated<string>;
  /** The staff member on it. */
  assigned_to: number | null;
  updated_at: string | null;
}

/** A snapshot of a cart line as it was sent: later catalogue changes do not alter an inquiry. */
export interface InquiryLinesTable {
  id: Generated<number>;
  inquiry_id: string;
  line_no: number;
  part_id: string;
  part_number: string;
  description: string;
  model_id: string;
  assembly_id: string;
  assembly_name: string;
  figure: string;
  item: string;
  qty: number;
  price_cents: number | null;
  availability: string;
}

/** Double-submit guard: one key (session + cart content, or session + Idempotency-Key) → one inquiry. */
export interface InquiryKeysTable {
  idem_key: string;
  inquiry_id: string;
  created_at: string;
}

export interface InquiryTables {
  inquiries: InquiriesTable;
  inquiry_lines: InquiryLinesTable;
  inquiry_keys: InquiryKeysTable;
}
