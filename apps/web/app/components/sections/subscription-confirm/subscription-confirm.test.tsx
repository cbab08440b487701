import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeConfirm } from '~/content/pages/subscribe-confirm.ts';
import { SubscriptionConfirm } from './subscription-confirm.tsx';

// The form itself, not the chunk that loads it as the page boots (subscribe-form.tsx).
vi.mock('~/components/sections/subscribe/subscribe-form.tsx', async () => ({
  SubscribeForm: (await import('~/components/sections/subscribe/subscribe-form-live.tsx'))
    .LiveSubscribeForm,
}));

const token = 'Ab3_-'.repeat(8) + 'xyz';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <SubscriptionConfirm content={subscribeConfirm} />
    </MemoryRouter>,
  );
const status = () => screen.getByRole('region', { name: 'Subscription status' });

describe('SubscriptionConfirm', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('without a token explains the page, offers the form and asks the API nothing', () => {
    renderAt('/subscribe/confirm');
    expect(status()).toHaveTextContent('Open the link from your e-mail');
    expect(screen.getByRole('heading', { name: 'Subscribe to the newsletter' })).toBeVisible();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the token and shows "Subscription confirmed" with a way on', async () => {
    fetchMock.mockResolvedValue(json({ status: 'confirmed' }));
    renderAt(`/subscribe/confirm?token=${token}`);
    expect(status()).toHaveTextContent('Confirming your subscription');
    expect(await screen.findByText('Subscription confirmed')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/subscribe/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token });
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument();
  });

  it('says an expired link has expired and offers to subscribe again', async () => {
    fetchMock.mockResolvedValue(
      json(
        { error: { code: 'token_expired', message: 'This confirmation link has expired.' } },
        410,
      ),
    );
    renderAt(`/subscribe/confirm?token=${token}`);
    expect(await screen.findByText('This link has expired — subscribe again')).toBeVisible();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('says an unknown link is not valid', async () => {
    fetchMock.mockResolvedValue(
      json(
        { error: { code: 'invalid_token', message: 'This confirmation link is not valid.' } },
        400,
      ),
    );
    renderAt(`/subscribe/confirm?token=${token}`);
    expect(await screen.findByText('This link is not valid')).toBeVisible();
  });

  it('calls a cut-off link invalid without asking the API', async () => {
    renderAt('/subscribe/confirm?token=abc');
    expect(await screen.findByText('This link is not valid')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the API cannot be reached, and the retry confirms', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json({ status: 'confirmed' }));
    renderAt(`/subscribe/confirm?token=${token}`);
    expect(
      await screen.findByText('We could not confirm your subscription just now'),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toHaveTextContent('Subscription confirmed'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
