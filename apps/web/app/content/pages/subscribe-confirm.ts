import type { SubscriptionConfirmContent } from '~/components/sections/subscription-confirm/subscription-confirm.tsx';

export const subscribeConfirmPage = {
  eyebrow: 'Newsletter',
  title: 'Confirm your subscription',
  lead: 'We only send the newsletter to addresses whose owners asked for it: one e-mail with a link, and the link brings you here.',
};

export const subscribeConfirm: SubscriptionConfirmContent = {
  states: {
    none: {
      kind: 'info',
      title: 'Open the link from your e-mail',
      text: 'When you subscribe, we send one e-mail with a confirmation link to this page. Following it confirms the subscription; until then the address gets no newsletter. The link works for a limited time.',
    },
    checking: {
      kind: 'info',
      title: 'Confirming your subscription…',
      text: 'This takes a moment.',
    },
    confirmed: {
      kind: 'success',
      title: 'Subscription confirmed',
      text: 'Thank you. You will hear from us about new demos, sections and catalogue updates.',
    },
    expired: {
      kind: 'warning',
      title: 'This link has expired — subscribe again',
      text: 'Confirmation links work for a limited time. Enter your address below and we send you a new one.',
    },
    invalid: {
      kind: 'error',
      title: 'This link is not valid',
      text: 'It may be incomplete (copy the whole link from the e-mail) or replaced by a newer one. Subscribe again below for a fresh link.',
    },
    failed: {
      kind: 'error',
      title: 'We could not confirm your subscription just now',
      text: 'Check your connection and try again; the link in your e-mail keeps working meanwhile.',
    },
  },
  subscribeHeading: 'Subscribe to the newsletter',
  retryLabel: 'Try again',
  next: { label: 'Back to the home page', href: '/' },
};
