import { z } from 'zod';
import { emailField } from './send.ts';
import { multiLine, singleLine } from './text.ts';
import { quoteConditions, quoteTokenPattern } from './quote-link.ts';
import {
  deskItemIdPattern,
  inboxStatuses,
  minPasswordLength,
  staffRoles,
  staffStatuses,
} from './desk-terms.ts';

export * from './desk-terms.ts';

export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Passwords: at least `minPasswordLength` (12) characters, at most 200. */
export const passwordField = z
  .string({ error: 'The password is required.' })
  .min(minPasswordLength, `Use at least ${minPasswordLength} characters.`)
  .max(200, 'Use at most 200 characters.');

/** An invite's token: 32 random bytes, base64url. */
export const deskTokenField = z
  .string({ error: 'The link is incomplete.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete or mistyped.');

export const staffNameField = singleLine(120).min(1, 'Your name is required.');

/**
 * A WebAuthn response as @simplewebauthn/browser produces it (RegistrationResponseJSON or
 * AuthenticationResponseJSON): checked by @simplewebauthn/server, so only its outline is here.
 */
const webAuthnResponse = z.looseObject({
  id: z.string().min(1).max(1400),
  rawId: z.string().min(1).max(1400),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(4000) }),
});

export const deskInviteRequestSchema = z.strictObject({ token: deskTokenField });
export const deskInviteResponseSchema = z.object({
  email: z.string(),
  role: staffRoleSchema,
  expiresAt: z.string(),
});
export type DeskInviteResponse = z.infer<typeof deskInviteResponseSchema>;

export const deskSetupPasswordRequestSchema = z.strictObject({
  token: deskTokenField,
  name: staffNameField,
  password: passwordField,
});

export const deskPasskeyOptionsRequestSchema = z.strictObject({ token: deskTokenField.optional() });
/** The options to hand to @simplewebauthn/browser's startRegistration/startAuthentication. */
export const deskPasskeyOptionsResponseSchema = z.object({
  challengeId: z.string(),
  options: z.record(z.string(), z.unknown()),
});
export type DeskPasskeyOptionsResponse = z.infer<typeof deskPasskeyOptionsResponseSchema>;

export const deskSetupPasskeyRequestSchema = z.strictObject({
  token: deskTokenField,
  name: staffNameField,
  challengeId: z.string().min(1).max(64),
  credential: webAuthnResponse,
});

export const deskPasswordSignInRequestSchema = z.strictObject({
  email: emailField,
  password: z
    .string({ error: 'The password is required.' })
    .min(1, 'The password is required.')
    .max(200),
});

export const deskPasskeySignInRequestSchema = z.strictObject({
  challengeId: z.string().min(1).max(64),
  credential: webAuthnResponse,
});

export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  status: z.enum(staffStatuses),
  passkeys: z.number().int(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

/** The signed-in staff member (sign-in, set-up and GET /api/desk/me answer this). */
export const deskMeResponseSchema = z.object({ staff: staffSchema });
export type DeskMeResponse = z.infer<typeof deskMeResponseSchema>;

/** GET /api/desk/session: the signed-in member, or null for a visitor without a live desk session. */
export const deskSessionResponseSchema = z.object({ staff: staffSchema.nullable() });
export type DeskSessionResponse = z.infer<typeof deskSessionResponseSchema>;

export const deskOkResponseSchema = z.object({ status: z.literal('ok') });

export const staffListResponseSchema = z.object({ staff: z.array(staffSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** The active members an inbox item can be assigned to (any role may read it). */
export const deskTeamResponseSchema = z.object({
  staff: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type DeskTeamResponse = z.infer<typeof deskTeamResponseSchema>;

export const staffIdParamsSchema = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const staffUpdateRequestSchema = z.strictObject({
  role: staffRoleSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
});

export const auditQuerySchema = z.strictObject({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  staffEmail: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last. */
  next: z.number().int().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

// --- §2: the inbox and quotes ---

export const inboxStatusSchema = z.enum(inboxStatuses);

export const inboxKindSchema = z.enum(['inquiry', 'booking']);
export type InboxKind = z.infer<typeof inboxKindSchema>;

export const inboxQuerySchema = z.strictObject({
  status: inboxStatusSchema.optional(),
  kind: inboxKindSchema.optional(),
  /** `me`, `none` (unassigned) or a staff id. */
  assigned: z
    .string()
    .regex(/^(me|none|\d{1,9})$/, 'Use me, none or a staff id.')
    .optional(),
  /** A reference, a customer's name, e-mail or company, or a part number. */
  q: singleLine(80).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const assigneeSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const inboxItemSchema = z.object({
  kind: inboxKindSchema,
  id: z.string(),
  status: inboxStatusSchema,
  name: z.string(),
  email: z.string(),
  company: z.string(),
  /** The aircraft of an inquiry; the venue and kind of a booking. */
  summary: z.string(),
  assignedTo: assigneeSchema,
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;
export const inboxResponseSchema = z.object({
  items: z.array(inboxItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

export const deskItemParamsSchema = z.strictObject({
  id: z.string().regex(deskItemIdPattern, 'Unknown reference.'),
});

export const deskNoteSchema = z.object({
  id: z.number().int(),
  staffName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type DeskNote = z.infer<typeof deskNoteSchema>;

export const quoteConditionSchema = z.enum(quoteConditions);

export const quoteLineInputSchema = z.strictObject({
  partNumber: singleLine(64).min(1, 'The part number is required.'),
  description: singleLine(200),
  qty: z.number().int().min(1, 'At least 1.').max(9999, 'At most 9,999.'),
  unitPriceCents: z.number().int().min(0, 'Not below zero.').max(100_000_000, 'Too large.'),
  condition: quoteConditionSchema,
  availability: singleLine(40).min(1, 'Say whether it is in stock.'),
  leadTime: singleLine(60),
  alternatePart: singleLine(64),
});
export type QuoteLineInput = z.infer<typeof quoteLineInputSchema>;

export const quoteRequestSchema = z.strictObject({
  validUntil: z.iso.date('Use a date (YYYY-MM-DD).'),
  message: multiLine(2000),
  lines: z.array(quoteLineInputSchema).min(1, 'A quote has at least one line.').max(200),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteStatuses = ['sent', 'accepted', 'revoked', 'expired', 'superseded'] as const;
export const quoteLineSchema = quoteLineInputSchema.extend({ lineNo: z.number().int() });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const deskQuoteSchema = z.object({
  id: z.string(),
  status: z.enum(quoteStatuses),
  validUntil: z.string(),
  message: z.string(),
  currency: z.string(),
  totalCents: z.number().int(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  lines: z.array(quoteLineSchema),
  questions: z.array(z.object({ text: z.string(), createdAt: z.string() })),
});
export type DeskQuote = z.infer<typeof deskQuoteSchema>;

export const inquiryLineDetailSchema = z.object({
  lineNo: z.number().int(),
  partId: z.string(),
  partNumber: z.string(),
  description: z.string(),
  modelId: z.string(),
  assemblyName: z.string(),
  qty: z.number().int(),
  /** What the customer saw when asking. */
  priceCents: z.number().int().nullable(),
  availability: z.string(),
  /** The live catalogue now; null when the part is no longer in it. */
  live: z
    .object({
      priceCents: z.number().int().nullable(),
      availability: z.string(),
      supersededBy: z.string().nullable(),
    })
    .nullable(),
});
export type InquiryLineDetail = z.infer<typeof inquiryLineDetailSchema>;

export const inquiryDetailSchema = z.object({
  item: inboxItemSchema,
  contact: z.object({
    phone: z.string(),
    aircraft: z.string(),
    serial: z.string(),
    country: z.string(),
    state: z.string(),
    city: z.string(),
    message: z.string(),
  }),
  lines: z.array(inquiryLineDetailSchema),
  notes: z.array(deskNoteSchema),
  quotes: z.array(deskQuoteSchema),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

export const bookingDetailSchema = z.object({
  item: inboxItemSchema,
  phone: z.string(),
  notes: z.string(),
  details: z.record(z.string(), z.string()),
  deskNotes: z.array(deskNoteSchema),
  /** When it was confirmed or declined (the guest has their one answer); null until then. */
  answeredAt: z.string().nullable(),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const inboxUpdateRequestSchema = z.strictObject({
  status: inboxStatusSchema.optional(),
  assignedTo: z.number().int().positive().nullable().optional(),
});
export const deskNoteRequestSchema = z.strictObject({
  text: multiLine(4000).min(1, 'Write the note first.'),
});
export const bookingAnswerRequestSchema = z.strictObject({
  decision: z.enum(['confirm', 'decline']),
  message: multiLine(2000),
});

/** The customer's view of a quote at /quote/<token>. */
export const quoteTokenParamsSchema = z.strictObject({
  token: z.string().regex(quoteTokenPattern, 'Unknown quote.'),
});
export const publicQuoteSchema = z.object({
  reference: z.string(),
  inquiryId: z.string(),
  customerName: z.string(),
  status: z.enum(quoteStatuses),
  validUntil: z.string(),
  message: z.string(),
  currency: z.string(),
  totalCents: z.number().int(),
  /** When the desk sent it (ISO 8601). */
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  lines: z.array(quoteLineSchema),
});
export type PublicQuote = z.infer<typeof publicQuoteSchema>;
export const quoteQuestionRequestSchema = z.strictObject({
  text: multiLine(2000).min(1, 'Write your question first.'),
});
