import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { inviteByMail } from './desk.ts';
import { receivedMail } from './fixtures.ts';
import { decodeQuotedPrintable, type CapturedMail } from './mail-capture.ts';
import { deskURL } from './ports.ts';

// The parts desk driven through its API, as its own screens would (issue 42): a member signed in, a
// customer's inquiry sent from a cart, quotes sent and revoked. For browser tests whose subject is another
// side of the desk (the customer's quote page), so they do not click through the staff screens first.

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (response.status() !== 200)
    throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A request context on the desk's origin (same-site requests: the API checks Origin). */
const onDeskOrigin = () =>
  request.newContext({ baseURL: deskURL, extraHTTPHeaders: { origin: deskURL } });

/**
 * A desk member invited by mail (desk:invite) who set up a password: a request context holding their
 * session cookie. Dispose of it at the end.
 */
export async function signedInDesk(role: 'desk' | 'admin' = 'desk'): Promise<APIRequestContext> {
  const link = await inviteByMail(`quoter-${unique()}@desk.test`, role);
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(link)?.[1];
  if (!token) throw new Error(`No token in ${link}`);
  const desk = await onDeskOrigin();
  await ok(
    await desk.post('/api/desk/setup/password', {
      data: { token, name: 'Quinn Quoter', password: 'a long enough secret' },
    }),
    'set up the desk account',
  );
  return desk;
}

/** A customer's inquiry for the first part a search finds, sent from a fresh cart: its id and address. */
export async function sendInquiry(
  name = 'Ann Owner',
): Promise<{ inquiryId: string; email: string; partNumber: string }> {
  const customer = await onDeskOrigin();
  try {
    const email = `customer-${unique()}@owner.test`;
    const { sessionId } = await ok<{ sessionId: string }>(
      await customer.post('/api/session', { data: {} }),
      'open a session',
    );
    const found = await ok<Array<{ id: string; partNumber: string }>>(
      await customer.get('/api/models/assemblies/parts/search/AN3'),
      'search the catalogue',
    );
    const part = found[0];
    if (!part) throw new Error('The catalogue has no AN3 part');
    const cart = await ok<{ partsCart: Array<{ itemId: string; id: string; qty: number }> }>(
      await customer.post('/api/cart', { data: { sessionId, parts: [{ id: part.id, qty: 2 }] } }),
      'fill the cart',
    );
    const { inquiryId } = await ok<{ inquiryId: string }>(
      await customer.post('/api/cart/inquiry', {
        data: {
          sessionId,
          partsCart: cart.partsCart.map(({ itemId, id, qty }) => ({ itemId, id, qty })),
          contact: { name, email, aircraft: 'Husky A-1C-180' },
        },
      }),
      'send the inquiry',
    );
    return { inquiryId, email, partNumber: part.partNumber };
  } finally {
    await customer.dispose();
  }
}

export interface QuoteLineInput {
  partNumber: string;
  description: string;
  qty: number;
  unitPriceCents: number;
  condition: 'new' | 'new-surplus' | 'overhauled' | 'serviceable' | 'repaired' | 'as-removed';
  availability: string;
  leadTime: string;
  alternatePart: string;
}

/** YYYY-MM-DD, `days` from today (UTC). */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Sends a quote on an inquiry (the desk mails the customer its link): the quote's id. */
export async function sendQuote(
  desk: APIRequestContext,
  inquiryId: string,
  lines: QuoteLineInput[],
  options: { validUntil?: string; message?: string } = {},
): Promise<string> {
  const quote = await ok<{ id: string }>(
    await desk.post(`/api/desk/inquiries/${inquiryId}/quotes`, {
      data: {
        validUntil: options.validUntil ?? inDays(14),
        message: options.message ?? '',
        lines,
      },
    }),
    'send the quote',
  );
  return quote.id;
}

export async function revokeQuote(desk: APIRequestContext, inquiryId: string, quoteId: string) {
  await ok(
    await desk.post(`/api/desk/inquiries/${inquiryId}/quotes/${quoteId}/revoke`, { data: {} }),
    'revoke the quote',
  );
}

/** The inquiry as the desk sees it (status, quotes). */
export async function inquiryOf(desk: APIRequestContext, inquiryId: string) {
  return ok<{ item: { status: string }; quotes: Array<{ id: string; status: string }> }>(
    await desk.get(`/api/desk/inquiries/${inquiryId}`),
    'read the inquiry',
  );
}

/** Waits for a captured mail that `match` picks (the outbox sends within moments). */
export async function mailWhere(
  match: (mail: CapturedMail) => boolean,
  what: string,
): Promise<CapturedMail> {
  for (let i = 0; i < 60; i++) {
    const mail = (await receivedMail()).find(match);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No mail: ${what}`);
}

/** The link of the quote `quoteId` in the customer's mail, on the desk's origin. */
export async function quoteLinkFor(email: string, quoteId: string): Promise<string> {
  const mail = await mailWhere(
    (m) => m.to.includes(email) && m.text.includes(`Your quote ${quoteId}`),
    `quote ${quoteId} to ${email}`,
  );
  const link = /(https?:\/\/[^\s"<]+\/quote\/[A-Za-z0-9_-]{43})/.exec(
    decodeQuotedPrintable(mail.raw),
  )?.[1];
  if (!link) throw new Error(`No quote link in the mail to ${email}`);
  return link.replace(/^https?:\/\/[^/]+/, deskURL);
}
