import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroForm, type HeroFormData } from './hero-form.tsx';
import { sendBody, websiteUrl } from './hero-form-rules.ts';

// A contact message, not the newsletter: the spec's subscribe text is the subscribe form's only.
const success = 'Thank you — your message has been sent. We will reply within one working day.';
const failure = 'Sorry, your message could not be sent. Please try again in a moment.';
const fetchMock = vi.fn<typeof fetch>();

const data: HeroFormData = {
  title: 'Advice you can call on',
  lead: 'A lead.',
  image: { src: '/artwork/interior-2-800x900.svg', alt: 'Office', width: 800, height: 900 },
  form: {
    title: 'Request a call back',
    subject: 'Call back request',
    button: 'Call me back',
    fields: [
      { name: 'name', label: 'Your name', required: true },
      { name: 'phone', label: 'Phone number', required: true },
      { name: 'email', label: 'Email address' },
    ],
  },
};

const ok = () =>
  new Response(JSON.stringify({ status: 'success' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function renderForm(form = data) {
  render(
    <MemoryRouter>
      <HeroForm data={form} />
    </MemoryRouter>,
  );
  return screen.getByRole('form', { name: form.form.title });
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('HeroForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the messages under the fields and sends nothing while a field is wrong', async () => {
    const form = renderForm();
    fireEvent.submit(form);
    expect(await screen.findAllByText('Field is required.')).toHaveLength(3);
    expect(screen.getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true');
    type(/Email address/, 'not-an-address');
    expect(screen.getByText('Invalid email.')).toBeInTheDocument();
    type(/Phone number/, 'call me');
    expect(screen.getByText('Invalid phone number.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses control characters in a one-line field with the contract's message under it", async () => {
    const form = renderForm();
    type(/Your name/, 'Ada\tByrne');
    type(/Phone number/, '+44 20 7946 0321');
    type(/Email address/, 'ada@example.com');
    fireEvent.submit(form);
    expect(
      await screen.findByText(
        'Use one line of plain text, without line breaks or control characters.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a contact message to /api/send, shows the success message and clears the fields', async () => {
    fetchMock.mockResolvedValue(ok());
    const form = renderForm();
    type(/Your name/, 'Ada Byrne');
    type(/Phone number/, '+44 20 7946 0321');
    type(/Email address/, 'ada@example.com');
    fireEvent.submit(form);
    expect(await screen.findByText(success)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/send');
    expect(JSON.parse(String(init?.body))).toEqual({
      kind: 'contact',
      subject: 'Call back request',
      name: 'Ada Byrne',
      phone: '+44 20 7946 0321',
      email: 'ada@example.com',
    });
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
  });

  it('says so when the send fails and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    const form = renderForm();
    type(/Your name/, 'Ada Byrne');
    type(/Phone number/, '020 7946 0321');
    type(/Email address/, 'ada@example.com');
    fireEvent.submit(form);
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(screen.queryByText(success)).toBeNull();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ada Byrne');
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ada@example.com');
  });

  it('says how long to wait when the server is rate limiting', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      new Response('{"error":{"code":"rate_limited","message":"Too many"}}', {
        status: 429,
        headers: { 'Retry-After': '45' },
      }),
    );
    const form = renderForm();
    type(/Your name/, 'Ada Byrne');
    type(/Phone number/, '020 7946 0321');
    type(/Email address/, 'ada@example.com');
    fireEvent.submit(form);
    expect(
      await screen.findByText('Too many requests — please try again in 45 seconds.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Ada Byrne');
  });

  it('sends a website as the message of a free report request', async () => {
    fetchMock.mockResolvedValue(ok());
    const form = renderForm({
      ...data,
      form: {
        title: 'Free SEO report',
        subject: 'Free SEO report',
        button: 'Get my report',
        fields: [
          { name: 'website', label: 'Website', required: true },
          { name: 'email', label: 'Email address' },
        ],
      },
    });
    type(/Website/, 'not a site');
    fireEvent.submit(form);
    expect(await screen.findByText('Invalid website address.')).toBeInTheDocument();
    type(/Website/, 'harbour-bakery.co.uk');
    type(/Email address/, 'owner@harbour-bakery.co.uk');
    fireEvent.submit(form);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, string>;
    expect(body.message).toBe('Website: https://harbour-bakery.co.uk/');
  });
});

describe('hero form rules', () => {
  it('reads a website with or without its scheme', () => {
    expect(websiteUrl('example.com')).toBe('https://example.com/');
    expect(websiteUrl('http://shop.example.org/path')).toBe('http://shop.example.org/path');
    expect(websiteUrl('ftp://example.com')).toBeUndefined();
    expect(websiteUrl('localhost')).toBeUndefined();
    expect(websiteUrl('two words.com')).toBeUndefined();
  });

  it('leaves optional empty fields out of the body', () => {
    expect(sendBody('Call back', { email: ' a@b.co ', name: '' })).toEqual({
      kind: 'contact',
      subject: 'Call back',
      email: 'a@b.co',
    });
  });
});
