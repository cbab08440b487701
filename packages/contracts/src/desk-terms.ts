// The desk's names, limits, labels and error codes without their schemas (issue 42's desk, issue 38 §4):
// the desk's pages load this with their first chunk, and zod only with the forms that check. The schemas in
// desk.ts and desk-catalogue.ts build on these, and the API reads the same ones.

/** The desk session cookie: `__Host-` and Secure in production, plain over http in development. */
export const deskSessionCookie = 'contrail_desk';
export const secureDeskSessionCookie = `__Host-${deskSessionCookie}`;

export const staffRoles = ['desk', 'admin'] as const;
export const staffStatuses = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** Passwords: at least 12 characters (NIST SP 800-63B asks 8; the desk handles money), at most 200. */
export const minPasswordLength = 12;

/** Error codes the desk's pages tell apart. */
export const deskErrors = {
  sessionRequired: 'desk_session_required',
  forbidden: 'forbidden_role',
  signInFailed: 'sign_in_failed',
  locked: 'sign_in_locked',
  inviteInvalid: 'invite_invalid',
  crossSite: 'cross_site_request',
} as const;

// --- The inbox ---

export const inboxStatuses = [
  'new',
  'in_progress',
  'quoted',
  'won',
  'lost',
  'closed',
  'confirmed',
  'declined',
] as const;
export type InboxStatus = (typeof inboxStatuses)[number];
export const inboxStatusLabels: Record<InboxStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  closed: 'Closed',
  confirmed: 'Confirmed',
  declined: 'Declined',
};
/** The statuses staff set by hand on an inquiry (quoted and won follow from sending and accepting). */
export const inquiryManualStatuses = ['new', 'in_progress', 'lost', 'closed'] as const;
export const bookingManualStatuses = ['new', 'in_progress', 'closed'] as const;

export const inboxPageSize = 25;

/** An inbox item's reference: Q- for an inquiry, B- for a booking, then ten letters and digits. */
export const deskItemIdPattern = /^[QB]-[A-Z0-9]{10}$/;

/** The error code of an answer to a booking already confirmed or declined (409). */
export const bookingAnsweredCode = 'booking_already_answered';

// --- Catalogue upkeep (admins) ---

/** The largest catalogue CSV the desk takes (characters of the file's text, about as many bytes). */
export const catalogueCsvMaxChars = 8 * 1024 * 1024;
/** Said under the file field and in the API's answer when a file is larger. */
export const catalogueCsvTooLarge =
  'The file is larger than 8 MB: import it in parts (one file per model), or with the import command.';

export const catalogueErrors = {
  /** The catalogue changed after the dry run: run it again. */
  changed: 'catalogue_changed',
  /** The file has problems (400; the problems are in the answer). */
  invalidFile: 'invalid_catalogue',
  tooLarge: 'file_too_large',
  /** A part edit based on values someone else changed meanwhile (409, the current row in `current`). */
  partChanged: 'catalogue_part_changed',
  /** The search already knows searchWordsMax words of the visitors' (409). */
  searchWordsFull: 'search_words_full',
} as const;
