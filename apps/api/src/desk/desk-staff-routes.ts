import {
  auditQuerySchema,
  auditResponseSchema,
  deskMeResponseSchema,
  staffIdParamsSchema,
  staffListResponseSchema,
  staffUpdateRequestSchema,
} from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/error-responses.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { zodApp } from '../http/openapi.ts';
import { staffView } from './desk-auth-routes.ts';
import { deskGuard, guardedStaff } from './desk-session.ts';

/** Admins only: the staff list, a member's role and status (disabling revokes their sessions), the audit log. */
export async function deskStaffRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);

  app.get(
    '/api/desk/staff',
    {
      preValidation: deskGuard(['admin'], false),
      schema: {
        tags: ['desk'],
        summary: 'The staff (admins)',
        response: { 200: staffListResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { staff: await app.repositories.desk.listStaff() };
    },
  );

  app.patch(
    '/api/desk/staff/:id',
    {
      preValidation: deskGuard(['admin'], true),
      schema: {
        tags: ['desk'],
        summary: "Change a member's role or status (admins)",
        description:
          'Disabling signs the member out everywhere at once. An admin cannot change their own account here, and the last active admin stays one (409 `last_admin`).',
        params: staffIdParamsSchema,
        body: staffUpdateRequestSchema,
        response: { 200: deskMeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const admin = guardedStaff(request);
      const { id } = request.params;
      const changes = request.body;
      if (id === admin.id) {
        throw new HttpError(409, 'own_account', 'Ask another admin to change your own account.');
      }
      return app.transaction(async ({ desk }) => {
        const member = await desk.staffById(id);
        if (!member) throw notFound('No such staff member.');
        if (changes.status === 'active' && member.status === 'invited') {
          throw new HttpError(409, 'not_set_up', 'An invited member activates by setting up.');
        }
        const demoted =
          member.role === 'admin' &&
          member.status === 'active' &&
          (changes.role === 'desk' || changes.status === 'disabled');
        if (demoted && (await desk.countActiveAdmins()) <= 1) {
          throw new HttpError(409, 'last_admin', 'The last active admin stays an admin.');
        }
        const status = changes.status && member.status !== 'invited' ? changes.status : undefined;
        await desk.updateStaff(id, {
          ...(changes.role ? { role: changes.role } : {}),
          ...(status ? { status } : {}),
        });
        if (changes.status === 'disabled') await desk.deleteSessionsOf(id);
        await desk.audit({
          staffId: admin.id,
          staffEmail: admin.email,
          action: 'staff_changed',
          target: `staff:${id}`,
          detail: { email: member.email, ...changes },
          ip: request.ip,
        });
        return staffView(desk, (await desk.staffById(id))!);
      });
    },
  );

  app.get(
    '/api/desk/audit',
    {
      preValidation: deskGuard(['admin'], false),
      schema: {
        tags: ['desk'],
        summary: 'The audit log, newest first (admins)',
        querystring: auditQuerySchema,
        response: { 200: auditResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return app.repositories.desk.auditPage(request.query.limit, request.query.before);
    },
  );
}
