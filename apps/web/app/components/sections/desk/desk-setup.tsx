// The WebAuthn helper loads when a passkey is asked for, not with the page (its first-load JS).
import type * as WebAuthn from '@simplewebauthn/browser';
import { minPasswordLength } from '@contrail/contracts/desk-terms';
import { useEffect, useId, useState, useTransition, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { MessageBox } from '../message-box/message-box.tsx';
import { deskApi, deskErrorText } from './desk-api.ts';
import {
  DeskField,
  DeskStatus,
  DeskWaysIn,
  deskInput,
  describedBy,
  type DeskWaysInContent,
} from './desk-form.tsx';

export interface DeskSetupContent extends DeskWaysInContent {
  checking: string;
  invalid: { title: string; text: string };
  invited: string;
  nameLabel: string;
  passwordLabel: string;
  passwordHint: string;
  confirmLabel: string;
  working: string;
  signInLink: string;
}

type Invite = { email: string; role: string; expiresAt: string };

/** The token from the link's fragment (`#token=…`), which no server ever sees. */
const tokenFromHash = (hash: string) => /(?:^#|&)token=([A-Za-z0-9_-]{43})(?:&|$)/.exec(hash)?.[1];

/**
 * Where an invitation leads: checks the link, then sets the account up with a passkey (preferred)
 * or a password, and opens the inbox signed in.
 */
export function DeskSetup({ content, ...section }: SectionProps & { content: DeskSetupContent }) {
  const hydrated = useInitialHydrationDone();
  const navigate = useNavigate();
  const ids = useId();
  const { hash } = useLocation();
  const token = hydrated ? (tokenFromHash(hash) ?? null) : undefined;
  const [checked, setChecked] = useState<{ token: string; invite: Invite | 'invalid' }>();
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [name, setName] = useState('');

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    deskApi.invite(token).then(
      (answer) => !controller.signal.aborted && setChecked({ token, invite: answer }),
      () => !controller.signal.aborted && setChecked({ token, invite: 'invalid' }),
    );
    return () => controller.abort();
  }, [token]);

  const invite: Invite | 'invalid' | undefined =
    token === null ? 'invalid' : checked && checked.token === token ? checked.invite : undefined;

  const nameError = () => (name.trim() ? undefined : 'Enter your name as colleagues know it.');
  const fail = (error: unknown) => setStatus({ message: deskErrorText(error), error: true });

  const withPasskey = () => {
    const error = nameError();
    setFields(error ? { name: error } : {});
    if (error || !token) return;
    startTransition(async () => {
      setStatus({ message: content.working, error: false });
      try {
        const [{ challengeId, options }, { startRegistration }] = await Promise.all([
          deskApi.passkeyOptions(token),
          import('@simplewebauthn/browser'),
        ]);
        const credential = await startRegistration({
          optionsJSON: options as unknown as Parameters<
            typeof WebAuthn.startRegistration
          >[0]['optionsJSON'],
        });
        await deskApi.setupPasskey({ token, name: name.trim(), challengeId, credential });
        await navigate('/desk');
      } catch (caught) {
        fail(caught);
      }
    });
  };

  const withPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirm = String(form.get('confirm') ?? '');
    const errors: Record<string, string> = {};
    const missingName = nameError();
    if (missingName) errors.name = missingName;
    if (password.length < minPasswordLength)
      errors.password = `Use at least ${minPasswordLength} characters.`;
    else if (confirm !== password) errors.confirm = 'The two passwords differ.';
    setFields(errors);
    if (Object.keys(errors).length || !token) return;
    startTransition(async () => {
      setStatus({ message: content.working, error: false });
      try {
        await deskApi.setupPassword({ token, name: name.trim(), password });
        await navigate('/desk');
      } catch (caught) {
        fail(caught);
      }
    });
  };

  return (
    <Section spacing="md" width="narrow" label="Account set-up" {...section}>
      {/* The footer starts below the first screen whatever the link's state, so the page does not shift
          when the checking line gives way to the form or to why the link does not work. */}
      <div className="min-h-[80vh]">
        <div aria-live="polite" aria-busy={invite === undefined}>
          {invite === undefined && <p className="text-muted">{content.checking}</p>}
          {invite === 'invalid' && (
            <>
              <MessageBox
                variant="left-border"
                message={{ id: 'invalid', kind: 'warning', ...content.invalid }}
              />
              <ButtonLink className="mt-6" variant="outline" to="/desk/sign-in">
                {content.signInLink}
              </ButtonLink>
            </>
          )}
        </div>
        {invite && invite !== 'invalid' && (
          <>
            <p className="mb-6 text-lg">
              {content.invited} <strong>{invite.email}</strong> ({invite.role}).
            </p>
            <DeskField
              id={`${ids}-name`}
              label={content.nameLabel}
              error={fields.name}
              className="mb-8 max-w-md"
            >
              <input
                id={`${ids}-name`}
                name="name"
                autoComplete="name"
                className={deskInput}
                value={name}
                onChange={(event) => setName(event.target.value)}
                {...describedBy(`${ids}-name`, fields.name)}
              />
            </DeskField>
            <DeskWaysIn
              id={ids}
              content={content}
              pending={pending}
              onPasskey={withPasskey}
              onPassword={withPassword}
            >
              <input type="hidden" name="username" value={invite.email} autoComplete="username" />
              <DeskField
                id={`${ids}-pw`}
                label={content.passwordLabel}
                error={fields.password}
                hint={content.passwordHint}
              >
                <input
                  id={`${ids}-pw`}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  className={deskInput}
                  {...describedBy(`${ids}-pw`, fields.password, content.passwordHint)}
                />
              </DeskField>
              <DeskField id={`${ids}-confirm`} label={content.confirmLabel} error={fields.confirm}>
                <input
                  id={`${ids}-confirm`}
                  name="confirm"
                  type="password"
                  autoComplete="new-password"
                  className={deskInput}
                  {...describedBy(`${ids}-confirm`, fields.confirm)}
                />
              </DeskField>
            </DeskWaysIn>
            <div className="mt-6">
              <DeskStatus message={status?.message} error={status?.error} />
            </div>
          </>
        )}
      </div>
    </Section>
  );
}
