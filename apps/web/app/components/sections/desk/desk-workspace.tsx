import { lazy, Suspense, useEffect, useState, useTransition, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { deskApi, deskErrorText, type Staff } from './desk-api.ts';
import { DeskStatus } from './desk-form.tsx';

const DeskAdminPanels = lazy(() =>
  import('./desk-admin.tsx').then((m) => ({ default: m.DeskAdminPanels })),
);

/**
 * The signed-in desk: who is signed in and sign-out, the page's own work (`children`, given the
 * member), and for admins the staff and the audit log (`admin`: false leaves them out, on an item's
 * page). Without a session (GET /api/desk/session answers `staff: null`) it goes to sign-in.
 * The page's work and the admin panels are `lazy` components: their code loads once the session is
 * known, with "Opening the desk…" shown meanwhile, so a visitor bound for sign-in never loads it.
 */
export function DeskWorkspace({
  children,
  adminPanels = true,
  ...section
}: SectionProps & {
  children?: (staff: Staff) => ReactNode;
  /** The staff list and the audit log under the page's work, for admins (the inbox's page). */
  adminPanels?: boolean;
}) {
  const hydrated = useInitialHydrationDone();
  const navigate = useNavigate();
  const [staff, setStaff] = useState<Staff | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (!hydrated) return;
    let live = true;
    deskApi.session().then(
      ({ staff: member }) => {
        if (!live) return;
        if (member) setStaff(member);
        else void navigate('/desk/sign-in', { replace: true });
      },
      (caught: unknown) => live && setError(deskErrorText(caught)),
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

  const opening = <p className="text-muted">Opening the desk…</p>;
  return (
    <Section spacing="md" width="wide" label="Parts desk" {...section}>
      {/* As on the set-up page: the footer stays below the first screen while the desk opens. */}
      <div className="min-h-[80vh]">
        {!staff ? (
          <div aria-live="polite">{error ? <DeskStatus message={error} error /> : opening}</div>
        ) : (
          <>
            <div className="border-line flex flex-wrap items-center justify-between gap-4 border-b pb-4">
              <p>
                Signed in as <strong data-testid="desk-staff-name">{staff.name}</strong>{' '}
                <span className="text-muted">
                  ({staff.email}, {staff.role})
                </span>
              </p>
              <div className="flex flex-wrap items-center gap-4">
                {staff.role === 'admin' && <DeskNav />}
                <Button variant="outline" size="sm" onClick={signOut} disabled={pending}>
                  Sign out
                </Button>
              </div>
            </div>
            <Suspense fallback={opening}>
              {children?.(staff)}
              {staff.role === 'admin' && adminPanels && <DeskAdminPanels self={staff} />}
            </Suspense>
          </>
        )}
      </div>
    </Section>
  );
}

/** Admins' way between the desk's pages (the current one marked). */
function DeskNav() {
  const link = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'font-semibold text-ink' : 'text-brand underline-offset-4 hover:underline';
  return (
    <nav aria-label="Desk pages">
      <ul className="flex gap-4 text-sm">
        <li>
          <NavLink to="/desk" end className={link}>
            Inbox
          </NavLink>
        </li>
        <li>
          <NavLink to="/desk/catalogue" className={link}>
            Catalogue
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
