import {
  deskErrors,
  deskInviteRequestSchema,
  deskInviteResponseSchema,
  deskMeResponseSchema,
  deskOkResponseSchema,
  deskPasskeyOptionsRequestSchema,
  deskPasskeyOptionsResponseSchema,
  deskPasskeySignInRequestSchema,
  deskPasswordSignInRequestSchema,
  deskSetupPasskeyRequestSchema,
  deskSetupPasswordRequestSchema,
  deskSessionResponseSchema,
  type DeskMeResponse,
} from '@contrail/contracts';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../http/error-responses.ts';
import { HttpError } from '../http/errors.ts';
import { zodApp } from '../http/openapi.ts';
import type { DeskRepository, StaffRow } from './desk-repository.ts';
import {
  clearDeskCookie,
  deskAbsoluteMs,
  deskSessionId,
  requireSameOrigin,
  setDeskCookie,
  deskGuard,
  guardedStaff,
  requireStaff,
} from './desk-session.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  accountBucket,
  ipBucket,
  lockedFor,
  recordFailure,
  throttlePolicy,
} from './sign-in-throttle.ts';
import { challengeValidMs, relyingParty } from './webauthn.ts';

/** Sign-in and set-up: from the desk's own pages only (against login CSRF), checked before the body. */
const sameOriginOnly = async (request: FastifyRequest) => requireSameOrigin(request);

const inviteInvalid = () =>
  new HttpError(
    410,
    deskErrors.inviteInvalid,
    'This set-up link is used, expired or replaced. Ask an admin for a new one.',
  );
const signInFailed = () =>
  new HttpError(
    401,
    deskErrors.signInFailed,
    'That did not sign you in. Check the address and password, or use your passkey.',
  );

/** What the desk's pages get of a staff member. */
export async function staffView(desk: DeskRepository, staff: StaffRow): Promise<DeskMeResponse> {
  return {
    staff: {
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      status: staff.status,
      passkeys: await desk.countPasskeys(staff.id),
      hasPassword: staff.password_hash !== null,
      createdAt: staff.created_at,
    },
  };
}

/**
 * Staff set-up and sign-in: the invite's page, passkey and password set-up, passkey and password
 * sign-in, the session and sign-out. Every POST checks that the desk's own page sent it.
 */
export async function deskAuthRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const rp = relyingParty(app.config);
  const limited = { rateLimit: app.rateLimits.deskSignIn };

  /** A new session for the member: the request's old one (if any) is revoked; the cookie rotates. */
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    staff: StaffRow,
    method: 'password' | 'passkey',
    action = 'sign_in',
  ) {
    const { desk } = app.repositories;
    const previous = deskSessionId(request);
    if (previous) await desk.deleteSession(previous);
    const id = await desk.createSession(staff.id, deskAbsoluteMs);
    await desk.audit({
      staffId: staff.id,
      staffEmail: staff.email,
      action,
      target: `staff:${staff.id}`,
      detail: { method },
      ip: request.ip,
    });
    setDeskCookie(request, reply, id);
    reply.header('cache-control', 'no-store');
    return staffView(desk, staff);
  }

  app.post(
    '/api/desk/invite',
    {
      schema: {
        tags: ['desk'],
        summary: 'What an invite link sets up',
        description:
          'The address and role of the account a set-up link opens, while the link is unused and less than a day old (410 `invite_invalid` otherwise).',
        body: deskInviteRequestSchema,
        response: { 200: deskInviteResponseSchema, ...errorResponses },
      },
      config: limited,
      preValidation: sameOriginOnly,
    },
    async (request) => {
      const invite = await app.repositories.desk.openInvite(request.body.token);
      if (!invite) throw inviteInvalid();
      return { email: invite.staff.email, role: invite.staff.role, expiresAt: invite.expiresAt };
    },
  );

  app.post(
    '/api/desk/setup/password',
    {
      schema: {
        tags: ['desk'],
        summary: 'Set up an invited account with a password',
        description:
          'Uses the invite up, stores the password as argon2id, activates the account and signs it in.',
        body: deskSetupPasswordRequestSchema,
        response: { 200: deskMeResponseSchema, ...errorResponses },
      },
      config: limited,
      preValidation: sameOriginOnly,
    },
    async (request, reply) => {
      const { token, name, password } = request.body;
      const passwordHash = await hashPassword(password);
      const staff = await app.transaction(async ({ desk }) => {
        const invite = await desk.openInvite(token);
        if (!invite || !(await desk.useInvite(token))) throw inviteInvalid();
        await desk.updateStaff(invite.staff.id, { password_hash: passwordHash });
        await desk.activate(invite.staff.id, name);
        return (await desk.staffById(invite.staff.id))!;
      });
      return signIn(request, reply, staff, 'password', 'account_set_up');
    },
  );

  app.post(
    '/api/desk/passkey/options',
    {
      schema: {
        tags: ['desk'],
        summary: 'Start a passkey set-up or sign-in',
        description:
          'With an invite `token`: registration options for a new passkey of that account. Without: authentication options for any passkey of this site (the browser offers its own; no address is asked, so none is revealed). Answer the challenge within 5 minutes, once.',
        body: deskPasskeyOptionsRequestSchema,
        response: { 200: deskPasskeyOptionsResponseSchema, ...errorResponses },
      },
      config: limited,
      preValidation: sameOriginOnly,
    },
    async (request) => {
      const { desk } = app.repositories;
      const { token } = request.body;
      if (token === undefined) {
        const options = await generateAuthenticationOptions({
          rpID: rp.rpID,
          userVerification: 'preferred',
          timeout: challengeValidMs,
        });
        const challengeId = await desk.saveChallenge({
          challenge: options.challenge,
          purpose: 'authenticate',
          staffId: null,
          validMs: challengeValidMs,
        });
        return { challengeId, options: { ...options } };
      }
      const invite = await desk.openInvite(token);
      if (!invite) throw inviteInvalid();
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpID,
        userName: invite.staff.email,
        userID: new TextEncoder().encode(`staff:${invite.staff.id}`),
        attestationType: 'none',
        timeout: challengeValidMs,
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const challengeId = await desk.saveChallenge({
        challenge: options.challenge,
        purpose: 'register',
        staffId: invite.staff.id,
        validMs: challengeValidMs,
      });
      return { challengeId, options: { ...options } };
    },
  );

  app.post(
    '/api/desk/setup/passkey',
    {
      schema: {
        tags: ['desk'],
        summary: 'Set up an invited account with a passkey',
        description:
          'Verifies the new passkey against the registration challenge, stores its public key, uses the invite up, activates the account and signs it in.',
        body: deskSetupPasskeyRequestSchema,
        response: { 200: deskMeResponseSchema, ...errorResponses },
      },
      config: limited,
      preValidation: sameOriginOnly,
    },
    async (request, reply) => {
      const { token, name, challengeId, credential } = request.body;
      const { desk } = app.repositories;
      const invite = await desk.openInvite(token);
      if (!invite) throw inviteInvalid();
      const challenge = await desk.takeChallenge(challengeId, 'register');
      const refused = () =>
        new HttpError(400, 'passkey_refused', 'The passkey could not be verified; try again.');
      if (!challenge || challenge.staffId !== invite.staff.id) throw refused();
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: credential as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          requireUserVerification: false,
        });
      } catch {
        throw refused();
      }
      if (!verified.verified) throw refused();
      const { credential: key } = verified.registrationInfo;
      const staff = await app.transaction(async (repositories) => {
        if (!(await repositories.desk.useInvite(token))) throw inviteInvalid();
        await repositories.desk.insertPasskey({
          credentialId: key.id,
          staffId: invite.staff.id,
          publicKey: Buffer.from(key.publicKey).toString('base64url'),
          counter: key.counter,
          transports: key.transports ?? [],
        });
        await repositories.desk.activate(invite.staff.id, name);
        return (await repositories.desk.staffById(invite.staff.id))!;
      });
      return signIn(request, reply, staff, 'passkey', 'account_set_up');
    },
  );

  app.post(
    '/api/desk/signin/passkey',
    {
      schema: {
        tags: ['desk'],
        summary: 'Sign in with a passkey',
        description:
          'Verifies the passkey answer to an authentication challenge from POST /api/desk/passkey/options; 401 `sign_in_failed` for an unknown, disabled or wrong passkey. The password lockout does not apply: a passkey cannot be guessed.',
        body: deskPasskeySignInRequestSchema,
        response: { 200: deskMeResponseSchema, ...errorResponses },
      },
      config: limited,
      preValidation: sameOriginOnly,
    },
    async (request, reply) => {
      const { desk } = app.repositories;
      const { challengeId, credential } = request.body;
      const challenge = await desk.takeChallenge(challengeId, 'authenticate');
      const passkey = await desk.passkey(credential.id);
      const staff = passkey ? await desk.staffById(passkey.staffId) : undefined;
      if (!challenge || !passkey || !staff || staff.status !== 'active') throw signInFailed();
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response: credential as unknown as AuthenticationResponseJSON,
          expectedChallenge: challenge.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: false,
        });
      } catch {
        throw signInFailed();
      }
      if (!verified.verified) throw signInFailed();
      await desk.passkeyUsed(passkey.credentialId, verified.authenticationInfo.newCounter);
      return signIn(request, reply, staff, 'passkey');
    },
  );

  app.post(
    '/api/desk/signin/password',
    {
      schema: {
        tags: ['desk'],
        summary: 'Sign in with an address and password',
        description:
          'One answer for a wrong password, an unknown address and a disabled account (401 `sign_in_failed`). After 5 failures for an address within 15 minutes its password sign-in locks for 5 minutes, after 30 from one client address that address locks for 15 (429 `sign_in_locked`, whether or not the account exists); passkeys still sign in.',
        body: deskPasswordSignInRequestSchema,
        response: { 200: deskMeResponseSchema, ...errorResponses },
      },
      config: limited,
      preValidation: sameOriginOnly,
    },
    async (request, reply) => {
      const { desk } = app.repositories;
      const { email, password } = request.body;
      const buckets = [accountBucket(email), ipBucket(request.ip)];
      const wait = await lockedFor(desk, buckets);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60_000);
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new HttpError(
          429,
          deskErrors.locked,
          `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or use your passkey.`,
        );
      }
      const staff = await desk.staffByEmail(email);
      const ok = await verifyPassword(staff?.password_hash ?? null, password);
      if (!ok || !staff || staff.status !== 'active') {
        await recordFailure(desk, [
          { bucket: buckets[0]!, ...throttlePolicy.account },
          { bucket: buckets[1]!, ...throttlePolicy.ip },
        ]);
        if (staff) {
          await desk.audit({
            staffId: staff.id,
            staffEmail: staff.email,
            action: 'sign_in_failed',
            target: `staff:${staff.id}`,
            detail: { method: 'password' },
            ip: request.ip,
          });
        }
        throw signInFailed();
      }
      await desk.clearThrottle(buckets[0]!);
      return signIn(request, reply, staff, 'password');
    },
  );

  app.get(
    '/api/desk/me',
    {
      preValidation: deskGuard([], false),
      schema: {
        tags: ['desk'],
        summary: 'The signed-in staff member',
        response: { 200: deskMeResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const staff = guardedStaff(request);
      reply.header('cache-control', 'no-store');
      return staffView(app.repositories.desk, staff);
    },
  );

  app.get(
    '/api/desk/session',
    {
      schema: {
        tags: ['desk'],
        summary: 'Who is signed in, if anyone',
        description:
          'The signed-in staff member, or `{ "staff": null }` without a live desk session (never 401): the desk pages ask this first and send a visitor to sign-in.',
        response: { 200: deskSessionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await staffView(app.repositories.desk, await requireStaff(request));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) return { staff: null };
        throw error;
      }
    },
  );

  app.post(
    '/api/desk/signout',
    {
      preValidation: deskGuard([], true),
      schema: {
        tags: ['desk'],
        summary: 'Sign out',
        description: 'Revokes the session on the server and clears its cookie.',
        response: { 200: deskOkResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const staff = guardedStaff(request);
      const id = deskSessionId(request)!;
      await app.repositories.desk.deleteSession(id);
      await app.repositories.desk.audit({
        staffId: staff.id,
        staffEmail: staff.email,
        action: 'sign_out',
        target: `staff:${staff.id}`,
        ip: request.ip,
      });
      clearDeskCookie(request, reply);
      return { status: 'ok' as const };
    },
  );
}
