import { useEffect, useId, useState, useTransition } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { deskApi, deskErrorText, type Staff } from './desk-api.ts';
import { DeskStatus } from './desk-form.tsx';

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
