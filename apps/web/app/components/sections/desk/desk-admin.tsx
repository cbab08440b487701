import type { AuditEntry } from '@contrail/contracts';
import { useCallback, useEffect, useId, useState, useTransition } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { deskApi, deskErrorText, type Staff } from './desk-api.ts';
import { DeskStatus } from './desk-form.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';

/** An admin's panels under the desk's inbox: the staff list, then the audit log. */
export function DeskAdminPanels({ self }: { self: Staff }) {
  return (
    <>
      <DeskStaffList self={self} />
      <DeskAuditLog />
    </>
  );
}

/** Admins: every member with role and status, and the buttons that change them. */
export function DeskStaffList({ self }: { self: Staff }) {
  const heading = useId();
  const [staff, setStaff] = useState<Staff[] | undefined>();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const [pending, startTransition] = useTransition();

  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    deskApi.staff().then(
      (answer) => live && setStaff(answer.staff),
      (error: unknown) => live && setStatus({ message: deskErrorText(error), error: true }),
    );
    return () => {
      live = false;
    };
  }, [version]);

  const change = (member: Staff, body: Parameters<typeof deskApi.updateStaff>[1], done: string) =>
    startTransition(async () => {
      try {
        await deskApi.updateStaff(member.id, body);
        setStatus({ message: `${member.email}: ${done}.`, error: false });
        setVersion((n) => n + 1);
      } catch (error) {
        setStatus({ message: deskErrorText(error), error: true });
      }
    });

  return (
    <section aria-labelledby={heading} className="mt-12">
      <h2 id={heading} className="mb-2 text-2xl font-bold">
        Staff
      </h2>
      <p className="text-muted mb-6">
        Invite with{' '}
        <code>npm run desk:invite -w @contrail/api -- name@example.com --role desk</code>. Disabling
        signs a member out everywhere at once.
      </p>
      <DeskStatus message={status?.message} error={status?.error} />
      {staff === undefined ? (
        <p className="text-muted">Loading the staff…</p>
      ) : (
        <ul className="divide-line border-line divide-y rounded-lg border" aria-busy={pending}>
          {staff.map((member) => (
            <li
              key={member.id}
              className="grid gap-3 p-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] md:items-center"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{member.name || '(not set up yet)'}</p>
                <p className="text-muted text-sm break-all">{member.email}</p>
              </div>
              <p className="text-sm">
                <span className="font-semibold capitalize">{member.role}</span> ·{' '}
                <span className="capitalize">{member.status}</span>
                <br />
                <span className="text-muted">
                  {member.passkeys} passkey{member.passkeys === 1 ? '' : 's'}
                  {member.hasPassword ? ', password' : ''}
                </span>
              </p>
              {member.id === self.id ? (
                <p className="text-muted text-sm">You</p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {member.status !== 'invited' && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={pending}
                      onClick={() =>
                        change(
                          member,
                          { status: member.status === 'disabled' ? 'active' : 'disabled' },
                          member.status === 'disabled' ? 'enabled' : 'disabled',
                        )
                      }
                    >
                      {member.status === 'disabled' ? 'Enable' : 'Disable'}
                      <span className="sr-only"> {member.email}</span>
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={pending}
                    onClick={() =>
                      change(
                        member,
                        { role: member.role === 'admin' ? 'desk' : 'admin' },
                        member.role === 'admin' ? 'now desk' : 'now admin',
                      )
                    }
                  >
                    {member.role === 'admin' ? 'Make desk' : 'Make admin'}
                    <span className="sr-only"> {member.email}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const actionLabels: Record<string, string> = {
  // The inbox (issue 42 §2).
  item_changed: 'Changed an item',
  note_added: 'Added a note',
  quote_sent: 'Sent a quote',
  quote_revoked: 'Revoked a quote',
  quote_accepted: 'Accepted a quote',
  booking_confirmed: 'Confirmed a booking',
  booking_declined: 'Declined a booking',
  sign_in: 'Signed in',
  sign_out: 'Signed out',
  sign_in_failed: 'Failed sign-in',
  account_set_up: 'Set up the account',
  staff_invited: 'Invited',
  staff_changed: 'Changed a member',
  catalogue_imported: 'Imported a catalogue file',
  catalogue_part_changed: 'Changed a part',
};

/** Admins: who changed what and when, newest first, fifty at a time. */
export function DeskAuditLog() {
  const heading = useId();
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<number | null | undefined>(undefined);
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();

  const more = useCallback(
    (before?: number) =>
      startTransition(async () => {
        try {
          const page = await deskApi.audit(before);
          setEntries((shown) => (before ? [...shown, ...page.entries] : page.entries));
          setNext(page.next);
        } catch (caught) {
          setError(deskErrorText(caught));
        }
      }),
    [],
  );
  useEffect(() => more(), [more]);

  return (
    <section aria-labelledby={heading} className="mt-12">
      <h2 id={heading} className="mb-6 text-2xl font-bold">
        Audit log
      </h2>
      <DeskStatus message={error} error />
      <ol className="divide-line border-line divide-y rounded-lg border" aria-busy={pending}>
        {entries.map((entry) => (
          <li key={entry.id} className="grid gap-1 p-4 text-sm md:grid-cols-[12rem_minmax(0,1fr)]">
            <span className="text-muted">{when(entry.createdAt)}</span>
            <span className="min-w-0 break-words">
              <strong>{entry.staffEmail}</strong> — {actionLabels[entry.action] ?? entry.action}{' '}
              <span className="text-muted">
                {entry.target}
                {Object.keys(entry.detail).length > 0 &&
                  ` · ${Object.entries(entry.detail)
                    .map(([k, v]) => `${k}: ${String(v)}`)
                    .join(', ')}`}{' '}
                · {entry.ip}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {next ? (
        <Button className="mt-4" variant="outline" disabled={pending} onClick={() => more(next)}>
          Older entries
        </Button>
      ) : null}
    </section>
  );
}
