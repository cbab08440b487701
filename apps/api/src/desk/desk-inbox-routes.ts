import {
  bookingAnswerRequestSchema,
  bookingAnsweredCode,
  bookingDetailSchema,
  bookingManualStatuses,
  deskItemParamsSchema,
  deskNoteRequestSchema,
  deskOkResponseSchema,
  deskQuoteSchema,
  deskTeamResponseSchema,
  inboxItemSchema,
  inboxPageSize,
  inboxQuerySchema,
  inboxResponseSchema,
  inboxUpdateRequestSchema,
  inquiryDetailSchema,
  inquiryManualStatuses,
  quoteRequestSchema,
  type InboxKind,
} from '@contrail/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { zodApp } from '../http/openapi.ts';
import { bookingAnswerMail, quoteLink, quoteMail } from './desk-mails.ts';
import { deskGuard, guardedStaff } from './desk-session.ts';

const kindOf = (id: string): InboxKind => (id.startsWith('Q-') ? 'inquiry' : 'booking');
const staffRoles = ['desk', 'admin'] as const;

/**
 * The inbox: inquiries and bookings in one list (filters, search, paging), an inquiry's page against
 * the live catalogue, status, assignment and notes, quotes mailed to the customer, bookings
 * confirmed or declined. Staff of either role.
 */
export async function deskInboxRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);

  const audit = async (
    request: FastifyRequest,
    staff: { id: number; email: string },
    action: string,
    target: string,
    detail: Record<string, unknown> = {},
  ) =>
    app.repositories.desk.audit({
      staffId: staff.id,
      staffEmail: staff.email,
      action,
      target,
      detail,
      ip: request.ip,
    });

  app.get(
    '/api/desk/inbox',
    {
      preValidation: deskGuard(staffRoles, false),
      schema: {
        tags: ['desk'],
        summary: 'The inbox of inquiries and bookings',
        description: `Newest first, ${inboxPageSize} a page. Filters: status, kind, assigned (me, none or a staff id); q searches references (Q-…, B-…), customers' names, e-mail addresses and companies, and part numbers (from their start).`,
        querystring: inboxQuerySchema,
        response: { 200: inboxResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const staff = guardedStaff(request);
      reply.header('cache-control', 'no-store');
      const { items, total } = await app.repositories.inbox.list(request.query, staff.id);
      return { items, total, page: request.query.page, pageSize: inboxPageSize };
    },
  );

  app.get(
    '/api/desk/team',
    {
      preValidation: deskGuard(staffRoles, false),
      schema: {
        tags: ['desk'],
        summary: 'The active staff an item can be assigned to',
        description: 'Ids and names only (the full staff list is for admins).',
        response: { 200: deskTeamResponseSchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const staff = await app.repositories.desk.listStaff();
      return {
        staff: staff
          .filter((member) => member.status === 'active')
          .map(({ id, name }) => ({ id, name })),
      };
    },
  );

  app.get(
    '/api/desk/inquiries/:id',
    {
      preValidation: deskGuard(staffRoles, false),
      schema: {
        tags: ['desk'],
        summary: 'An inquiry: contact, lines against the live catalogue, notes and quotes',
        params: deskItemParamsSchema,
        response: { 200: inquiryDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { inbox } = app.repositories;
      const { id } = request.params;
      const [item, found] = await Promise.all([inbox.item('inquiry', id), inbox.inquiry(id)]);
      if (!item || !found) throw notFound('No such inquiry.');
      const { inquiry, lines } = found;
      reply.header('cache-control', 'no-store');
      return {
        item,
        contact: {
          phone: inquiry.phone,
          aircraft: inquiry.aircraft,
          serial: inquiry.serial,
          country: inquiry.country,
          state: inquiry.state,
          city: inquiry.city,
          message: inquiry.message,
        },
        lines,
        notes: await inbox.notes('inquiry', id),
        quotes: await inbox.quotesOf(id),
      };
    },
  );

  app.get(
    '/api/desk/bookings/:id',
    {
      preValidation: deskGuard(staffRoles, false),
      schema: {
        tags: ['desk'],
        summary: 'A booking with its details and notes',
        params: deskItemParamsSchema,
        response: { 200: bookingDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { inbox } = app.repositories;
      const { id } = request.params;
      const [item, booking] = await Promise.all([inbox.item('booking', id), inbox.booking(id)]);
      if (!item || !booking) throw notFound('No such booking.');
      reply.header('cache-control', 'no-store');
      return {
        item,
        phone: booking.phone,
        notes: booking.notes,
        details: JSON.parse(booking.details) as Record<string, string>,
        deskNotes: await inbox.notes('booking', id),
        answeredAt: booking.answered_at,
      };
    },
  );

  app.patch(
    '/api/desk/items/:id',
    {
      preValidation: deskGuard(staffRoles, true),
      schema: {
        tags: ['desk'],
        summary: "Set an inquiry's or a booking's status or assignee",
        description:
          'Statuses set by hand: an inquiry new, in_progress, lost or closed (quoted and won follow from sending a quote and its acceptance); a booking new, in_progress or closed (confirmed and declined by answering it). `assignedTo`: an active staff id, or null.',
        params: deskItemParamsSchema,
        body: inboxUpdateRequestSchema,
        response: { 200: inboxItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = guardedStaff(request);
      const { id } = request.params;
      const kind = kindOf(id);
      const { status, assignedTo } = request.body;
      const allowed: readonly string[] =
        kind === 'inquiry' ? inquiryManualStatuses : bookingManualStatuses;
      if (status && !allowed.includes(status)) {
        throw new HttpError(400, 'invalid_request', `Set by hand: ${allowed.join(', ')}.`, {
          status: `Use ${allowed.join(', ')}.`,
        });
      }
      if (assignedTo !== undefined && assignedTo !== null) {
        const member = await app.repositories.desk.staffById(assignedTo);
        if (!member || member.status !== 'active') {
          throw new HttpError(400, 'invalid_request', 'Assign to an active member of staff.', {
            assignedTo: 'Not an active member of staff.',
          });
        }
      }
      const { inbox } = app.repositories;
      if (!(await inbox.update(kind, id, { status, assignedTo }))) throw notFound();
      await audit(request, staff, 'item_changed', id, {
        ...(status ? { status } : {}),
        ...(assignedTo !== undefined ? { assignedTo } : {}),
      });
      return (await inbox.item(kind, id))!;
    },
  );

  app.post(
    '/api/desk/items/:id/notes',
    {
      preValidation: deskGuard(staffRoles, true),
      schema: {
        tags: ['desk'],
        summary: 'Add an internal note',
        description: 'Notes are for the staff only: never mailed or shown to the customer.',
        params: deskItemParamsSchema,
        body: deskNoteRequestSchema,
        response: { 200: deskOkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = guardedStaff(request);
      const { id } = request.params;
      const kind = kindOf(id);
      const { inbox } = app.repositories;
      if (!(await inbox.item(kind, id))) throw notFound();
      await inbox.addNote(kind, id, { id: staff.id, name: staff.name }, request.body.text);
      await audit(request, staff, 'note_added', id);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/api/desk/inquiries/:id/quotes',
    {
      preValidation: deskGuard(staffRoles, true),
      schema: {
        tags: ['desk'],
        summary: 'Send a quote',
        description:
          "Stores the quote (a newer quote supersedes the inquiry's earlier ones), marks the inquiry quoted and mails the customer a summary with the link to /quote/<token>: unguessable, valid until the quote's last day, revocable.",
        params: deskItemParamsSchema,
        body: quoteRequestSchema,
        response: { 200: deskQuoteSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = guardedStaff(request);
      const { id } = request.params;
      if (kindOf(id) !== 'inquiry') throw notFound('No such inquiry.');
      const input = request.body;
      const today = new Date().toISOString().slice(0, 10);
      if (input.validUntil < today) {
        throw new HttpError(400, 'invalid_request', 'The quote must be valid today or later.', {
          validUntil: 'Today or later.',
        });
      }
      const { config } = app;
      const quote = await app.transaction(async ({ inbox, mail, desk }) => {
        const item = await inbox.item('inquiry', id);
        if (!item) throw notFound('No such inquiry.');
        const { id: quoteId, token } = await inbox.createQuote(id, input, staff.id);
        const opened = (await inbox.quoteByToken(token))!;
        await mail.enqueue(
          quoteMail(
            { name: item.name, address: item.email },
            opened.view,
            quoteLink(config.siteOrigin + config.siteBase.slice(0, -1), token),
            config.partsDeskEmail,
          ),
        );
        await desk.audit({
          staffId: staff.id,
          staffEmail: staff.email,
          action: 'quote_sent',
          target: id,
          detail: { quote: quoteId, totalCents: opened.view.totalCents },
          ip: request.ip,
        });
        return (await inbox.quotesOf(id)).find((q) => q.id === quoteId)!;
      });
      app.outbox.poke();
      return quote;
    },
  );

  app.post(
    '/api/desk/inquiries/:id/quotes/:quoteId/revoke',
    {
      preValidation: deskGuard(staffRoles, true),
      schema: {
        tags: ['desk'],
        summary: 'Revoke a sent quote',
        description: 'Its link then shows the quote withdrawn and it can no longer be accepted.',
        params: z.strictObject({
          id: deskItemParamsSchema.shape.id,
          quoteId: z.string().regex(/^QT-[A-Z0-9]{10}$/, 'Unknown quote.'),
        }),
        response: { 200: deskOkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = guardedStaff(request);
      const { id, quoteId } = request.params;
      if (!(await app.repositories.inbox.revokeQuote(id, quoteId))) {
        throw new HttpError(
          409,
          'quote_not_open',
          'Only a sent quote that is still open can be revoked.',
        );
      }
      await audit(request, staff, 'quote_revoked', id, { quote: quoteId });
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/api/desk/bookings/:id/answer',
    {
      preValidation: deskGuard(staffRoles, true),
      schema: {
        tags: ['desk'],
        summary: 'Confirm or decline a booking',
        description:
          'Sets the booking confirmed or declined and mails the guest, with the message. A booking is answered once: one already confirmed or declined (whatever its status now) answers 409 `booking_already_answered`, and nothing is mailed.',
        params: deskItemParamsSchema,
        body: bookingAnswerRequestSchema,
        response: { 200: inboxItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = guardedStaff(request);
      const { id } = request.params;
      if (kindOf(id) !== 'booking') throw notFound('No such booking.');
      const { decision, message } = request.body;
      const { config } = app;
      const item = await app.transaction(async ({ inbox, mail, desk }) => {
        const booking = await inbox.booking(id);
        if (!booking) throw notFound('No such booking.');
        // Set only while unanswered: of two staff answering at once, one wins and one mail goes out.
        const answered = await inbox.answerBooking(
          id,
          decision === 'confirm' ? 'confirmed' : 'declined',
        );
        if (!answered) {
          const now = await inbox.booking(id);
          const how =
            now?.status === 'confirmed' || now?.status === 'declined' ? ` (${now.status})` : '';
          throw new HttpError(
            409,
            bookingAnsweredCode,
            `This booking was already answered${how}: the guest has their answer and is not mailed again.`,
          );
        }
        await mail.enqueue(
          bookingAnswerMail(
            { name: booking.name, address: booking.email },
            {
              id,
              venue: booking.venue,
              details: JSON.parse(booking.details) as Record<string, string>,
            },
            decision,
            message,
            config.bookingDeskEmail ?? config.partsDeskEmail,
          ),
        );
        await desk.audit({
          staffId: staff.id,
          staffEmail: staff.email,
          action: decision === 'confirm' ? 'booking_confirmed' : 'booking_declined',
          target: id,
          ip: request.ip,
        });
        return (await inbox.item('booking', id))!;
      });
      app.outbox.poke();
      return item;
    },
  );
}
