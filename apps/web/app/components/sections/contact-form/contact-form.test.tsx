import { messages, textMessages } from '@contrail/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formMessages } from '~/components/forms/form-messages.ts';
import { LiveContactForm as ContactForm } from './contact-form-live.tsx';
import { contactMessages } from './contact-form-schema.ts';

const fetchMock = vi.fn();
// A contact form says the message was sent: the newsletter's text belongs to the subscribe form (spec §8).
const sent = 'Thank you — your message has been sent. We will reply within one working day.';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const field = (name: RegExp) => screen.getByLabelText(name);

async function fill(user: ReturnType<typeof setup>) {
  await user.type(field(/your name/i), 'Ada Lovelace');
  await user.type(field(/email address/i), 'ada@example.com');
  await user.type(field(/phone/i), '+44 20 7946 0000');
  await user.type(field(/your message/i), 'Please quote a landing gear overhaul.');
  await user.click(screen.getByRole('checkbox'));
}

describe('ContactForm', () => {
  it('shows no error until a field is touched, then the spec messages under it', async () => {
    const user = setup();
    render(<ContactForm />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(field(/your name/i));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(messages.required);
    expect(field(/your name/i)).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(/email address/i), 'not-an-email');
    await user.tab();
    expect(screen.getByText(messages.invalidEmail)).toBeInTheDocument();
  });

  it('marks every invalid field after a submit attempt, including the consent', async () => {
    const user = setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText(messages.required)).toHaveLength(3);
    expect(screen.getByText(contactMessages.consent)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a pasted control character in the name with the contract's message under it", async () => {
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(field(/your name/i));
    await user.paste('\u0007');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(textMessages.singleLine);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts kind contact, resets and shows the success message for 5 s', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 'success' }), { status: 200 }),
    );
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/send');
    expect(JSON.parse(String(init.body))).toEqual({
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      message: 'Please quote a landing gear overhaul.',
      consent: true,
    });
    expect(field(/your name/i)).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(screen.queryByText(sent)).not.toBeInTheDocument());
  });

  it('never answers with the newsletter’s text', async () => {
    expect(sent).toBe(formMessages.contactSent);
    expect(sent).not.toBe(messages.subscribeSuccess);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 'success' }), { status: 200 }),
    );
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(screen.queryByText(/subscribed/)).not.toBeInTheDocument();
  });

  it('says how long to wait when the server is rate limiting (Retry-After in seconds or as a date)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const limited = (retryAfter: string) =>
      new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many' } }), {
        status: 429,
        headers: { 'Retry-After': retryAfter },
      });
    fetchMock.mockResolvedValueOnce(limited('8'));
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Too many requests — please try again in 8 seconds.'),
    ).toBeInTheDocument();
    expect(field(/your name/i)).toHaveValue('Ada Lovelace');
    fetchMock.mockResolvedValueOnce(limited(new Date(Date.now() + 150_000).toUTCString()));
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Too many requests — please try again in 3 minutes.'),
    ).toBeInTheDocument();
  });

  it('keeps the input when sending fails', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'x', message: 'down' } }), { status: 503 }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = setup();
    render(<ContactForm variant="grid" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(contactMessages.failed)).toBeInTheDocument();
    expect(field(/your name/i)).toHaveValue('Ada Lovelace');
    expect(screen.queryByText(sent)).not.toBeInTheDocument();
  });
});

describe('ContactForm as first rendered', () => {
  const freshForm = async () => {
    render(<ContactForm buttonLabel="Send the brief" />);
    return screen.getByRole('form', { name: 'Contact form' });
  };

  it('paints the same fields and button, with no message', async () => {
    await freshForm();
    for (const label of [/your name/i, /email address/i, /phone/i, /your message/i])
      expect(field(label)).toHaveAttribute('name');
    expect(field(/email address/i)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send the brief' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the messages under the fields for a submit pressed at once', async () => {
    const form = await freshForm();
    fireEvent.input(field(/email address/i), { target: { value: 'not-an-email' } });
    fireEvent.submit(form);
    expect(await screen.findByText(messages.invalidEmail)).toBeInTheDocument();
    expect(screen.getAllByText(messages.required)).toHaveLength(2);
    expect(field(/email address/i)).toHaveValue('not-an-email');
    expect(field(/email address/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
