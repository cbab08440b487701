// The WebAuthn helper loads when a passkey is asked for, not with the page (its first-load JS).
import type * as WebAuthn from '@simplewebauthn/browser';
import { minPasswordLength } from '@contrail/contracts/desk-terms';
import { useEffect, useId, useState, useTransition, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { deskApi, deskErrorText } from './desk-api.ts';

type Invite = { email: string; role: string; expiresAt: string };

/** The token from the link's fragment (`#token=…`), which no server ever sees. */
const tokenFromHash = (hash: string) => /(?:^#|&)token=([A-Za-z0-9_-]{43})(?:&|$)/.exec(hash)?.[1];

/**
 * The set-up page's state and actions: after hydration the link's invitation is checked (`invite` is
 * `undefined` meanwhile, `'invalid'` if it does not work); `withPasskey` and `withPassword` set the
 * account up (showing `working` as the status) and open the inbox signed in.
 */
export function useDeskSetup(working: string) {
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
      setStatus({ message: working, error: false });
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
      setStatus({ message: working, error: false });
      try {
        await deskApi.setupPassword({ token, name: name.trim(), password });
        await navigate('/desk');
      } catch (caught) {
        fail(caught);
      }
    });
  };

  return { ids, invite, pending, status, fields, name, setName, withPasskey, withPassword };
}
