import type { AuditEntry } from '@contrail/contracts';
import { useCallback, useEffect, useId, useState, useTransition } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { deskApi, deskErrorText } from './desk-api.ts';
import { DeskStatus } from './desk-form.tsx';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }) + ' UTC';

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
  search_word_set: 'Taught the search a word',
  search_word_removed: 'Removed a search word',
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
