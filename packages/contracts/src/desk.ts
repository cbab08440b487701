import { z } from 'zod';
import { emailField } from './send.ts';
import { singleLine } from './text.ts';

/** The desk session cookie: `__Host-` and Secure in production, plain over http in development. */
export const deskSessionCookie = 'contrail_desk';
export const secureDeskSessionCookie = `__Host-${deskSessionCookie}`;

export const staffRoles = ['desk', 'admin'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const staffStatuses = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** Passwords: at least 12 characters (NIST SP 800-63B asks 8; the desk handles money), at most 200. */
export const minPasswordLength = 12;
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

export const deskOkResponseSchema = z.object({ status: z.literal('ok') });

export const staffListResponseSchema = z.object({ staff: z.array(staffSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

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

/** Error codes the desk's pages tell apart. */
export const deskErrors = {
  sessionRequired: 'desk_session_required',
  forbidden: 'forbidden_role',
  signInFailed: 'sign_in_failed',
  locked: 'sign_in_locked',
  inviteInvalid: 'invite_invalid',
  crossSite: 'cross_site_request',
} as const;
