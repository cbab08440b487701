import type { DeskSetupContent } from '~/components/sections/desk/desk-setup.tsx';
import type { DeskSignInContent } from '~/components/sections/desk/desk-sign-in.tsx';

/** The parts desk's page titles and texts (issue 42). */
export const deskPages = {
  desk: {
    eyebrow: 'Parts desk',
    title: 'Inbox',
    lead: 'Inquiries and bookings, their quotes and who is on them.',
  },
  inquiry: {
    eyebrow: 'Parts desk',
    title: 'Inquiry',
    lead: 'The customer, the parts against the live catalogue, the quote and the notes.',
  },
  booking: {
    eyebrow: 'Parts desk',
    title: 'Booking',
    lead: 'The guest, what they booked, and the answer that mails them.',
  },
  signIn: {
    eyebrow: 'Parts desk',
    title: 'Sign in',
    lead: 'For the parts desk staff. Customers: your quotes arrive by mail with their own link.',
  },
  setup: {
    eyebrow: 'Parts desk',
    title: 'Set up your account',
    lead: 'Choose how you sign in: a passkey on this device, or a password.',
  },
} as const;

export const deskSignIn: DeskSignInContent = {
  passkeyHeading: 'With a passkey',
  passkeyText: 'Your device or security key proves it is you: nothing to type, nothing to phish.',
  passkeyButton: 'Sign in with a passkey',
  passwordHeading: 'With a password',
  emailLabel: 'E-mail address',
  passwordLabel: 'Password',
  passwordButton: 'Sign in',
  working: 'Signing in…',
};

export const deskSetup: DeskSetupContent = {
  checking: 'Checking your link…',
  invalid: {
    title: 'This link does not work',
    text: 'Set-up links work once and for a day. Ask an admin to invite you again, or sign in if your account is set up.',
  },
  invited: 'You are invited to the parts desk as',
  nameLabel: 'Your name',
  passkeyHeading: 'Create a passkey (recommended)',
  passkeyText: 'Sign in with your fingerprint, face, device PIN or security key from now on.',
  passkeyButton: 'Create a passkey',
  passwordHeading: 'Or choose a password',
  passwordLabel: 'Password',
  passwordHint: 'At least 12 characters; a few unrelated words are easy to remember.',
  confirmLabel: 'The password again',
  passwordButton: 'Set the password',
  working: 'Setting up…',
  signInLink: 'Go to sign-in',
};
