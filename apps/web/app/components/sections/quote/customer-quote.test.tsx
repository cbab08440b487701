import type { PublicQuote } from '@contrail/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerQuote } from '~/content/quote.ts';
import { CustomerQuote } from './customer-quote.tsx';
import { formatQuoteDate } from './quote-format.ts';

const token = 'Ab3_-'.repeat(8) + 'xyz';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

const quote = (over: Partial<PublicQuote> = {}): PublicQuote => ({
  reference: 'QT-7K2M9P4QXA',
  inquiryId: 'Q-AB12CD34EF',
  customerName: 'Ann Owner',
  status: 'sent',
  validUntil: '2026-12-31',
  message: 'Thank you for asking.\nThe tailwheel spring ships from Idaho.',
  currency: 'USD',
  totalCents: 2 * 12_345 + 1 * 150_000,
  createdAt: '2026-12-02T10:00:00.000Z',
  acceptedAt: null,
  lines: [
    {
      lineNo: 1,
      partNumber: 'AN3-5A',
      description: 'Bolt, machine',
      qty: 2,
      unitPriceCents: 12_345,
      condition: 'new',
      availability: 'In stock',
      leadTime: '2 days',
      alternatePart: 'NAS6603-5',
    },
    {
      lineNo: 2,
      partNumber: '3250-001-/1',
      description: 'Tailwheel spring assembly',
      qty: 1,
      unitPriceCents: 150_000,
      condition: 'overhauled',
      availability: 'Limited',
      leadTime: '',
      alternatePart: '',
    },
  ],
  ...over,
});

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/quote/:token" element={<CustomerQuote content={customerQuote} />} />
      </Routes>
    </MemoryRouter>,
  );

const table = () => screen.getByRole('table', { name: 'Quoted parts' });
const sentRequest = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url: String(url), method: init?.method ?? 'GET', body: init?.body };
};

describe('CustomerQuote', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows an open quote: reference, dates, each line as written and the total', async () => {
    fetchMock.mockResolvedValue(json(quote()));
    renderAt(`/quote/${token}`);
    expect(screen.getByText('Opening your quote…')).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Quote QT-7K2M9P4QXA' }),
    ).toBeVisible();
    expect(sentRequest(0)).toMatchObject({ url: `/api/quote/${token}`, method: 'GET' });
    expect(screen.getByText('Prepared for').nextSibling).toHaveTextContent('Ann Owner');
    expect(screen.getByText('Sent').nextSibling).toHaveTextContent('December 2, 2026');
    expect(screen.getByText('Valid until').nextSibling).toHaveTextContent('December 31, 2026Open');
    expect(screen.getByText(/The tailwheel spring ships from Idaho/)).toBeVisible();

    const rows = within(table()).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Part numberDescriptionConditionAvailabilityLead timeQtyUnit priceLine total',
      'AN3-5ABolt, machineAlternate part: NAS6603-5NewIn stock2 days2$123.45$246.90',
      '3250-001-/1Tailwheel spring assemblyOverhauledLimited—1$1,500.00$1,500.00',
      'Total (USD)$1,746.90',
    ]);
    // A part number is one unbroken word, never split by a highlight or a wrap.
    const number = within(table()).getByRole('rowheader', { name: '3250-001-/1' });
    const written = number.querySelector('[data-part-number]')!;
    expect(written).toHaveClass('whitespace-nowrap');
    expect(written.childNodes).toHaveLength(1);
    // The phone's cards list the same lines.
    const cards = screen.getByRole('list', { name: 'Quoted parts' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent(
      /AN3-5A.*Bolt, machine.*ConditionNew.*Alternate partNAS6603-5.*Qty2.*Unit price\$123\.45.*Line total\$246\.90/,
    );
    expect(screen.getByRole('button', { name: 'Accept quote' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ask a question' })).toBeVisible();
  });

  it('accepts only after the confirm step, then says it is accepted', async () => {
    fetchMock.mockResolvedValueOnce(json(quote()));
    fetchMock.mockResolvedValueOnce(
      json(quote({ status: 'accepted', acceptedAt: '2026-12-03T09:30:00.000Z' })),
    );
    renderAt(`/quote/${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    expect(screen.getByText('Accept quote QT-7K2M9P4QXA for $1,746.90?')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Not yet: back to the first step, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(screen.getByRole('button', { name: 'Accept quote' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(screen.getByRole('button', { name: 'Yes, accept the quote' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, accept the quote' }));
    expect(await screen.findByText('Thank you: quote accepted')).toBeVisible();
    expect(sentRequest(1)).toMatchObject({ url: `/api/quote/${token}/accept`, method: 'POST' });
    expect(screen.getByText('Valid until').nextSibling).toHaveTextContent(
      'Accepted December 3, 2026',
    );
    expect(screen.queryByRole('button', { name: /accept/i })).not.toBeInTheDocument();
  });

  it('shows the quote as it now is when it closed before the customer accepted (409)', async () => {
    fetchMock.mockResolvedValueOnce(json(quote()));
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: {
            code: 'quote_not_open',
            message: 'This quote is revoked and can no longer be accepted.',
          },
        },
        409,
      ),
    );
    fetchMock.mockResolvedValueOnce(json(quote({ status: 'revoked' })));
    renderAt(`/quote/${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, accept the quote' }));
    expect(await screen.findByText('The parts desk withdrew this quote')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
  });

  it('keeps the confirm step with a message when accepting fails', async () => {
    fetchMock.mockResolvedValueOnce(json(quote()));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderAt(`/quote/${token}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept quote' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, accept the quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The quote was not accepted: the parts desk could not be reached. Try again.',
    );
    expect(screen.getByRole('button', { name: 'Yes, accept the quote' })).toBeEnabled();
  });

  it.each([
    ['expired', 'This quote expired after December 31, 2026', 'Ask below for a fresh quote'],
    ['revoked', 'The parts desk withdrew this quote', 'A revised quote usually follows'],
    ['superseded', 'A newer quote replaces this one', 'latest quote e-mail'],
    ['accepted', 'You accepted this quote on December 3, 2026', 'payment and delivery'],
  ] as const)(
    'a %s quote says so and what to do next, and offers no Accept',
    async (status, title, next) => {
      fetchMock.mockResolvedValue(
        json(
          quote({
            status,
            acceptedAt: status === 'accepted' ? '2026-12-03T09:30:00.000Z' : null,
          }),
        ),
      );
      renderAt(`/quote/${token}`);
      expect(await screen.findByText(title)).toBeVisible();
      expect(screen.getByText(new RegExp(next))).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
      // The lines stay readable, and a question can still be asked.
      expect(within(table()).getByText('AN3-5A')).toBeVisible();
      expect(screen.getByLabelText('Your question')).toBeVisible();
    },
  );

  it('validates the question under the field, then sends it and says so', async () => {
    fetchMock.mockResolvedValueOnce(json(quote()));
    fetchMock.mockResolvedValueOnce(json({ status: 'ok' }));
    renderAt(`/quote/${token}`);
    const field = await screen.findByLabelText('Your question');
    fireEvent.click(screen.getByRole('button', { name: 'Send the question' }));
    expect(await screen.findByText('Write your question first.')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Write your question first.');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the question' }));
    expect(await screen.findByText('Keep it to 2,000 characters or fewer.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.change(field, { target: { value: '  Can line 2 ship by Friday?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the question' }));
    expect(await screen.findByText('Question sent')).toBeVisible();
    expect(sentRequest(1)).toMatchObject({
      url: `/api/quote/${token}/question`,
      method: 'POST',
    });
    expect(JSON.parse(String(sentRequest(1).body))).toEqual({
      text: 'Can line 2 ship by Friday?',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ask another question' }));
    expect(screen.getByLabelText('Your question')).toHaveValue('');
  });

  it("shows the API's field message under the question", async () => {
    fetchMock.mockResolvedValueOnce(json(quote()));
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: {
            code: 'invalid_request',
            message: 'Check the fields.',
            fields: { text: 'Use plain text.' },
          },
        },
        400,
      ),
    );
    renderAt(`/quote/${token}`);
    fireEvent.change(await screen.findByLabelText('Your question'), {
      target: { value: 'Hello' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the question' }));
    expect(await screen.findByText('Use plain text.')).toBeVisible();
    expect(screen.getByLabelText('Your question')).toHaveAccessibleDescription('Use plain text.');
  });

  it('calls a malformed link not valid without asking the API, and offers the desk', async () => {
    renderAt('/quote/abc');
    expect(await screen.findByText('This quote link is not valid')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: '+1 (208) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+12085550142',
    );
    expect(screen.getByRole('link', { name: 'Write to the parts desk' })).toHaveAttribute(
      'href',
      '/page/contact-classic',
    );
  });

  it('calls an unknown link not valid (404), not a connection problem', async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: 'not_found', message: 'No quote has this link.' } }, 404),
    );
    renderAt(`/quote/${token}`);
    expect(await screen.findByText('This quote link is not valid')).toBeVisible();
    expect(screen.queryByText(/could not load/)).not.toBeInTheDocument();
  });

  it('offers a retry when the API cannot be reached, and the retry shows the quote', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(quote()));
    renderAt(`/quote/${token}`);
    expect(await screen.findByText('We could not load your quote just now')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(table()).getByText('AN3-5A')).toBeVisible());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an answer that is not a quote as a failure, not an empty quote', async () => {
    fetchMock.mockResolvedValue(json({ reference: 'QT-1' }));
    renderAt(`/quote/${token}`);
    expect(await screen.findByText('We could not load your quote just now')).toBeVisible();
  });

  it('writes dates as a reader does, in UTC', () => {
    expect(formatQuoteDate('2026-01-05')).toBe('January 5, 2026');
    expect(formatQuoteDate('2026-12-31T23:59:00.000Z')).toBe('December 31, 2026');
    expect(formatQuoteDate('soon')).toBe('soon');
  });
});
