import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveSubscribeForm as SubscribeForm } from './subscribe-form-live.tsx';

const success = 'Your message has been sent successfully subscribed to our email list!';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

function setup() {
  render(<SubscribeForm buttonLabel="Subscribe Now" />);
  return {
    input: screen.getByLabelText('Email address') as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Subscribe Now' }),
  };
}

describe('SubscribeForm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is an email field with no error until it is touched', async () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.queryByText('Field is required.')).not.toBeInTheDocument();
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(await screen.findByText('Field is required.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Field is required." after a submit attempt and sends nothing', async () => {
    const { button } = setup();
    fireEvent.click(button);
    expect(await screen.findByText('Field is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Invalid email." for a malformed address', async () => {
    const { input } = setup();
    fireEvent.input(input, { target: { value: 'not-an-address' } });
    fireEvent.blur(input);
    expect(await screen.findByText('Invalid email.')).toBeInTheDocument();
    expect(screen.queryByText('Field is required.')).not.toBeInTheDocument();
  });

  it('disables the button while sending', async () => {
    let answer: (value: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { input, button } = setup();
    fireEvent.input(input, { target: { value: 'pilot@example.com' } });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button')).toBeDisabled());
    await act(async () => answer(json({ status: 'success' })));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled(),
    );
  });

  it('posts {email} to /api/send, resets and shows the success message for 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchMock.mockResolvedValue(json({ status: 'success' }));
    const { input, button } = setup();
    fireEvent.input(input, { target: { value: 'pilot@example.com' } });
    fireEvent.click(button);
    expect(await screen.findByText(success)).toBeInTheDocument();
    expect(input).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/send');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'pilot@example.com' });
    await act(() => vi.advanceTimersByTimeAsync(4800));
    expect(screen.getByText(success)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByText(success)).not.toBeInTheDocument();
  });

  it('shows no message and keeps the input when the send fails', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'server', message: 'down' } }, 500));
    const { input, button } = setup();
    fireEvent.input(input, { target: { value: 'pilot@example.com' } });
    fireEvent.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeEnabled(),
    );
    expect(screen.queryByText(success)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveValue('pilot@example.com');
  });
});
