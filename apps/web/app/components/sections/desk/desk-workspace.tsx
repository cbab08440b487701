import { useEffect, useState, useTransition, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { DeskAuditLog, DeskStaffList } from './desk-admin.tsx';
import { deskApi, deskErrorText, isSessionMissing, type Staff } from './desk-api.ts';
import { DeskStatus } from './desk-form.tsx';

/**
 * The signed-in desk: who is signed in and sign-out, the page's own work (`children`, given the
 * member), and for admins the staff and the audit log. Without a session it goes to sign-in.
 */
export function DeskWorkspace({
  children,
  ...section
}: SectionProps & { children?: (staff: Staff) => ReactNode }) {
  const hydrated = useInitialHydrationDone();
  const navigate = useNavigate();
  const [staff, setStaff] = useState<Staff | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    deskApi.me().then(
      (me) => live && setStaff(me.staff),
      (caught: unknown) => {
        if (!live) return;
        if (isSessionMissing(caught)) void navigate('/desk/sign-in', { replace: true });
        else setError(deskErrorText(caught));
      },
    );
    return () => {
      live = false;
    };
  }, [hydrated, navigate]);

  const signOut = () =>
    startTransition(async () => {
      try {
        await deskApi.signOut();
      } finally {
        await navigate('/desk/sign-in');
      }
    });

  return (
    <Section spacing="md" width="wide" label="Parts desk" {...section}>
      {!staff ? (
        <div aria-live="polite">
          {error ? (
            <DeskStatus message={error} error />
          ) : (
            <p className="text-muted">Opening the desk…</p>
          )}
        </div>
      ) : (
        <>
          <div className="border-line flex flex-wrap items-center justify-between gap-4 border-b pb-4">
            <p>
              Signed in as <strong data-testid="desk-staff-name">{staff.name}</strong>{' '}
              <span className="text-muted">
                ({staff.email}, {staff.role})
              </span>
            </p>
            <Button variant="outline" size="sm" onClick={signOut} disabled={pending}>
              Sign out
            </Button>
          </div>
          {children?.(staff)}
          {staff.role === 'admin' && (
            <>
              <DeskStaffList self={staff} />
              <DeskAuditLog />
            </>
          )}
        </>
      )}
    </Section>
  );
}
