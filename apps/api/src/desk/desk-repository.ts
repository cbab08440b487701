import { createHash, randomBytes } from 'node:crypto';
import type { AuditEntry, Staff, StaffRole } from '@contrail/contracts';
import { nowIso, type Executor } from '../db/index.ts';
import type { StaffStatus, StaffTable } from './desk-schema.ts';

/** SHA-256 (hex) of a secret: what is stored of invite tokens and session ids. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
/** 32 random bytes, base64url (43 characters). */
export const newSecret = (): string => randomBytes(32).toString('base64url');

export type StaffRow = Omit<StaffTable, 'id'> & { id: number };

export interface ThrottleState {
  failures: number;
  windowStartedAt: string;
  lockedUntil: string | null;
}

/**
 * The desk's tables (staff, invites, passkeys, sessions, WebAuthn challenges, sign-in throttle,
 * audit log), bound to a database or a transaction (`app.repositories.desk`).
 */
export function createDeskRepository(db: Executor) {
  const staffById = (id: number) =>
    db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
      StaffRow | undefined
    >;

  return {
    staffById,

    staffByEmail: (email: string) =>
      db
        .selectFrom('staff')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst() as Promise<StaffRow | undefined>,

    async insertStaff(email: string, role: StaffRole): Promise<number> {
      const row = await db
        .insertInto('staff')
        .values({
          email: email.toLowerCase(),
          name: '',
          role,
          status: 'invited',
          password_hash: null,
          created_at: nowIso(),
          activated_at: null,
          disabled_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async updateStaff(
      id: number,
      changes: Partial<Pick<StaffTable, 'name' | 'role' | 'status' | 'password_hash'>>,
    ): Promise<void> {
      const now = nowIso();
      const extra: { disabled_at?: string | null } = {};
      if (changes.status === 'active') extra.disabled_at = null;
      if (changes.status === 'disabled') extra.disabled_at = now;
      await db
        .updateTable('staff')
        .set({ ...changes, ...extra })
        .where('id', '=', id)
        .execute();
    },

    /** Marks an invited account active (first set-up). */
    async activate(id: number, name: string): Promise<void> {
      await db
        .updateTable('staff')
        .set({ name, status: 'active', activated_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'invited')
        .execute();
    },

    /** Every member with the counts the admin list shows, active ones first. */
    async listStaff(): Promise<Staff[]> {
      const rows = await db
        .selectFrom('staff')
        .leftJoin('staff_passkeys', 'staff_passkeys.staff_id', 'staff.id')
        .select((eb) => [
          'staff.id',
          'staff.email',
          'staff.name',
          'staff.role',
          'staff.status',
          'staff.password_hash',
          'staff.created_at',
          eb.fn.count<number | string>('staff_passkeys.credential_id').as('passkeys'),
        ])
        .groupBy([
          'staff.id',
          'staff.email',
          'staff.name',
          'staff.role',
          'staff.status',
          'staff.password_hash',
          'staff.created_at',
        ])
        .orderBy('staff.email')
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        email: row.email,
        name: row.name,
        role: row.role,
        status: row.status,
        passkeys: Number(row.passkeys),
        hasPassword: row.password_hash !== null,
        createdAt: row.created_at,
      }));
    },

    async countPasskeys(staffId: number): Promise<number> {
      const row = await db
        .selectFrom('staff_passkeys')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('staff_id', '=', staffId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async countActiveAdmins(): Promise<number> {
      const row = await db
        .selectFrom('staff')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    // --- invites ---

    /** A new invite for the account (earlier unused ones stop working); answers the token. */
    async createInvite(
      staffId: number,
      validMs: number,
    ): Promise<{ token: string; expiresAt: string }> {
      const token = newSecret();
      const now = Date.now();
      const expiresAt = nowIso(new Date(now + validMs));
      await db.deleteFrom('staff_invites').where('staff_id', '=', staffId).execute();
      await db
        .insertInto('staff_invites')
        .values({
          token_hash: sha256(token),
          staff_id: staffId,
          created_at: nowIso(new Date(now)),
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      return { token, expiresAt };
    },

    /** The invited account a token opens, when it is unused, unexpired and the account still invited. */
    async openInvite(token: string): Promise<{ staff: StaffRow; expiresAt: string } | undefined> {
      const row = await db
        .selectFrom('staff_invites')
        .innerJoin('staff', 'staff.id', 'staff_invites.staff_id')
        .select(['staff_invites.staff_id', 'staff_invites.expires_at'])
        .where('staff_invites.token_hash', '=', sha256(token))
        .where('staff_invites.used_at', 'is', null)
        .where('staff_invites.expires_at', '>', nowIso())
        .where('staff.status', '=', 'invited')
        .executeTakeFirst();
      if (!row) return undefined;
      const staff = await staffById(Number(row.staff_id));
      return staff ? { staff, expiresAt: row.expires_at } : undefined;
    },

    /** Uses the invite up: true when this call was the one that did (a second use gets false). */
    async useInvite(token: string): Promise<boolean> {
      const result = await db
        .updateTable('staff_invites')
        .set({ used_at: nowIso() })
        .where('token_hash', '=', sha256(token))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    // --- passkeys ---

    async insertPasskey(passkey: {
      credentialId: string;
      staffId: number;
      publicKey: string;
      counter: number;
      transports: string[];
    }): Promise<void> {
      await db
        .insertInto('staff_passkeys')
        .values({
          credential_id: passkey.credentialId,
          staff_id: passkey.staffId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: passkey.transports.join(','),
          created_at: nowIso(),
          last_used_at: null,
        })
        .execute();
    },

    async passkey(credentialId: string) {
      const row = await db
        .selectFrom('staff_passkeys')
        .selectAll()
        .where('credential_id', '=', credentialId)
        .executeTakeFirst();
      return row
        ? {
            credentialId: row.credential_id,
            staffId: Number(row.staff_id),
            publicKey: row.public_key,
            counter: Number(row.counter),
            transports: row.transports ? row.transports.split(',') : [],
          }
        : undefined;
    },

    async passkeyUsed(credentialId: string, counter: number): Promise<void> {
      await db
        .updateTable('staff_passkeys')
        .set({ counter, last_used_at: nowIso() })
        .where('credential_id', '=', credentialId)
        .execute();
    },

    // --- WebAuthn challenges ---

    async saveChallenge(challenge: {
      challenge: string;
      purpose: 'register' | 'authenticate';
      staffId: number | null;
      validMs: number;
    }): Promise<string> {
      const id = newSecret();
      await db.deleteFrom('desk_challenges').where('expires_at', '<', nowIso()).execute();
      await db
        .insertInto('desk_challenges')
        .values({
          id,
          challenge: challenge.challenge,
          purpose: challenge.purpose,
          staff_id: challenge.staffId,
          expires_at: nowIso(new Date(Date.now() + challenge.validMs)),
        })
        .execute();
      return id;
    },

    /** Takes a challenge (single use): deleted whatever the answer, returned when still valid. */
    async takeChallenge(id: string, purpose: 'register' | 'authenticate') {
      const row = await db
        .selectFrom('desk_challenges')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      await db.deleteFrom('desk_challenges').where('id', '=', id).execute();
      if (row.purpose !== purpose || row.expires_at <= nowIso()) return undefined;
      return {
        challenge: row.challenge,
        staffId: row.staff_id === null ? null : Number(row.staff_id),
      };
    },

    // --- sessions ---

    async createSession(staffId: number, absoluteMs: number): Promise<string> {
      const id = newSecret();
      const now = new Date();
      await db
        .insertInto('desk_sessions')
        .values({
          id_hash: sha256(id),
          staff_id: staffId,
          created_at: nowIso(now),
          last_seen_at: nowIso(now),
          expires_at: nowIso(new Date(now.getTime() + absoluteMs)),
        })
        .execute();
      return id;
    },

    async session(id: string) {
      const row = await db
        .selectFrom('desk_sessions')
        .selectAll()
        .where('id_hash', '=', sha256(id))
        .executeTakeFirst();
      return row ? { ...row, staff_id: Number(row.staff_id) } : undefined;
    },

    async touchSession(id: string): Promise<void> {
      await db
        .updateTable('desk_sessions')
        .set({ last_seen_at: nowIso() })
        .where('id_hash', '=', sha256(id))
        .execute();
    },

    async deleteSession(id: string): Promise<void> {
      await db.deleteFrom('desk_sessions').where('id_hash', '=', sha256(id)).execute();
    },

    async deleteSessionsOf(staffId: number): Promise<void> {
      await db.deleteFrom('desk_sessions').where('staff_id', '=', staffId).execute();
    },

    /** Deletes sessions past their absolute expiry or idle since `idleCutoff`. */
    async pruneSessions(idleCutoff: string): Promise<number> {
      const result = await db
        .deleteFrom('desk_sessions')
        .where((eb) =>
          eb.or([eb('expires_at', '<', nowIso()), eb('last_seen_at', '<', idleCutoff)]),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    // --- sign-in throttle ---

    async throttle(bucket: string): Promise<ThrottleState | undefined> {
      const row = await db
        .selectFrom('signin_throttle')
        .selectAll()
        .where('bucket', '=', bucket)
        .executeTakeFirst();
      return row
        ? {
            failures: Number(row.failures),
            windowStartedAt: row.window_started_at,
            lockedUntil: row.locked_until,
          }
        : undefined;
    },

    async saveThrottle(bucket: string, state: ThrottleState): Promise<void> {
      const values = {
        failures: state.failures,
        window_started_at: state.windowStartedAt,
        locked_until: state.lockedUntil,
      };
      await db
        .insertInto('signin_throttle')
        .values({ bucket, ...values })
        .onConflict((oc) => oc.column('bucket').doUpdateSet(values))
        .execute();
    },

    async clearThrottle(bucket: string): Promise<void> {
      await db.deleteFrom('signin_throttle').where('bucket', '=', bucket).execute();
    },

    // --- audit log ---

    async audit(entry: {
      staffId: number | null;
      staffEmail: string;
      action: string;
      target: string;
      detail?: Record<string, unknown>;
      ip: string;
    }): Promise<void> {
      await db
        .insertInto('audit_log')
        .values({
          staff_id: entry.staffId,
          staff_email: entry.staffEmail,
          action: entry.action,
          target: entry.target,
          detail: JSON.stringify(entry.detail ?? {}),
          ip: entry.ip.slice(0, 64),
          created_at: nowIso(),
        })
        .execute();
    },

    /** The newest entries first, `limit` of them, older than the entry `before` when given. */
    async auditPage(
      limit: number,
      before?: number,
    ): Promise<{ entries: AuditEntry[]; next: number | null }> {
      let query = db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit + 1);
      if (before !== undefined) query = query.where('id', '<', before);
      const rows = await query.execute();
      const page = rows.slice(0, limit);
      return {
        entries: page.map((row) => ({
          id: Number(row.id),
          staffEmail: row.staff_email,
          action: row.action,
          target: row.target,
          detail: JSON.parse(row.detail) as Record<string, unknown>,
          ip: row.ip,
          createdAt: row.created_at,
        })),
        next: rows.length > limit ? Number(page[page.length - 1]!.id) : null,
      };
    },
  };
}

export type DeskRepository = ReturnType<typeof createDeskRepository>;
export type { StaffStatus };
