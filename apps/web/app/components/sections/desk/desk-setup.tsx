import { ButtonLink } from '~/components/ui/button.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { MessageBox } from '../message-box/message-box.tsx';
import {
  DeskField,
  DeskStatus,
  DeskWaysIn,
  deskInput,
  describedBy,
  type DeskWaysInContent,
} from './desk-form.tsx';
import { useDeskSetup } from './use-desk-setup.ts';

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

/**
 * Where an invitation leads: checks the link, then sets the account up with a passkey (preferred)
 * or a password, and opens the inbox signed in.
 */
export function DeskSetup({ content, ...section }: SectionProps & { content: DeskSetupContent }) {
  const { ids, invite, pending, status, fields, name, setName, withPasskey, withPassword } =
    useDeskSetup(content.working);

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
