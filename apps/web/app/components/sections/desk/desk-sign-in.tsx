// The WebAuthn helper loads when a passkey is asked for, not with the page (its first-load JS).
import type * as WebAuthn from '@simplewebauthn/browser';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { deskApi, deskErrorText } from './desk-api.ts';
import {
  DeskField,
  DeskStatus,
  DeskWaysIn,
  deskInput,
  describedBy,
  type DeskWaysInContent,
} from './desk-form.tsx';

export interface DeskSignInContent extends DeskWaysInContent {
  emailLabel: string;
  passwordLabel: string;
  working: string;
}

/**
 * Staff sign-in: a passkey first (the browser offers this site's passkeys; no address is asked),
 * the address and password as the fallback. Signed in, it goes to the inbox.
 */
export function DeskSignIn({ content, ...section }: SectionProps & { content: DeskSignInContent }) {
  const navigate = useNavigate();
  const ids = useId();
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const [fields, setFields] = useState<Record<string, string>>({});

  const done = () => navigate('/desk');
  const fail = (error: unknown) => setStatus({ message: deskErrorText(error), error: true });

  const withPasskey = () =>
    startTransition(async () => {
      setStatus({ message: content.working, error: false });
      try {
        const [{ challengeId, options }, { startAuthentication }] = await Promise.all([
          deskApi.passkeyOptions(),
          import('@simplewebauthn/browser'),
        ]);
        const credential = await startAuthentication({
          optionsJSON: options as unknown as Parameters<
            typeof WebAuthn.startAuthentication
          >[0]['optionsJSON'],
        });
        await deskApi.signInPasskey({ challengeId, credential });
        await done();
      } catch (error) {
        fail(error);
      }
    });

  const withPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const errors: Record<string, string> = {};
    if (!email) errors.email = 'Enter your e-mail address.';
    if (!password) errors.password = 'Enter your password.';
    setFields(errors);
    if (Object.keys(errors).length) return;
    startTransition(async () => {
      setStatus({ message: content.working, error: false });
      try {
        await deskApi.signInPassword({ email, password });
        await done();
      } catch (error) {
        fail(error);
      }
    });
  };

  return (
    <Section spacing="md" width="narrow" label="Sign in" {...section}>
      <DeskWaysIn
        id={ids}
        content={content}
        pending={pending}
        onPasskey={withPasskey}
        onPassword={withPassword}
      >
        <DeskField id={`${ids}-email`} label={content.emailLabel} error={fields.email}>
          <input
            id={`${ids}-email`}
            name="email"
            type="email"
            autoComplete="username webauthn"
            className={deskInput}
            {...describedBy(`${ids}-email`, fields.email)}
          />
        </DeskField>
        <DeskField id={`${ids}-pw`} label={content.passwordLabel} error={fields.password}>
          <input
            id={`${ids}-pw`}
            name="password"
            type="password"
            autoComplete="current-password"
            className={deskInput}
            {...describedBy(`${ids}-pw`, fields.password)}
          />
        </DeskField>
      </DeskWaysIn>
      <div className="mt-6" aria-live="polite">
        <DeskStatus message={status?.message} error={status?.error} />
      </div>
    </Section>
  );
}
