import type { DeskNote, InboxItem } from '@contrail/contracts';
import {
  bookingManualStatuses,
  deskItemIdPattern,
  inboxStatusLabels,
  inquiryManualStatuses,
  type InboxStatus,
} from '@contrail/contracts/desk-terms';
import {
  useCallback,
  useEffect,
  useId,
  useState,
  useTransition,
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '~/lib/http.ts';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { deskApi, deskErrorText, isSessionMissing, type Staff } from './desk-api.ts';
import { DeskField, DeskStatus, deskInput, describedBy } from './desk-form.tsx';
import { deskWhen } from './inbox-query.ts';

const statusTones: Record<InboxStatus, string> = {
  new: 'bg-brand-soft text-brand-strong border-transparent',
  in_progress: 'border-brand text-brand',
  quoted: 'border-ink text-ink',
  won: 'border-success text-success',
  confirmed: 'border-success text-success',
  lost: 'border-danger text-danger',
  declined: 'border-danger text-danger',
  closed: 'border-line text-muted',
};

/** An item's status as a small labelled pill. */
export function StatusBadge({ status }: { status: InboxStatus }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        statusTones[status],
      )}
    >
      {inboxStatusLabels[status]}
    </span>
  );
}

/** The members an item can be assigned to (GET /api/desk/team), loaded once per page. */
export function useTeam() {
  const [team, setTeam] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    let live = true;
    deskApi.team().then(
      (answer) => live && setTeam(answer.staff),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return team;
}

/** The reference of the item the page's `?id=` names, or null when it is not one. */
export function useItemId(): string | null {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return deskItemIdPattern.test(id) ? id : null;
}

/** Back to the inbox, and the reference's own heading. */
export function ItemHeader({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 mb-8">
      <Link
        to="/desk"
        className="text-brand text-sm font-semibold underline-offset-4 hover:underline"
      >
        ← Back to the inbox
      </Link>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h2 className="text-3xl font-bold">
          {title} <span className="font-mono whitespace-nowrap">{id}</span>
        </h2>
        {children}
      </div>
    </div>
  );
}

export function MissingItem({ kind, message }: { kind: string; message?: string }) {
  return (
    <div className="mt-8 grid justify-items-start gap-4">
      <h2 className="text-2xl font-bold">No such {kind}</h2>
      <p>{message ?? `The link names no ${kind}. Find it in the inbox by its reference.`}</p>
      <Link to="/desk" className="text-brand font-semibold underline-offset-4 hover:underline">
        Open the inbox
      </Link>
    </div>
  );
}

/** What an item's page has loaded: the item, or the element to show until then (none, missing, failed). */
export interface DeskItemLoad<T> {
  id: string | null;
  detail: T | undefined;
  setDetail: Dispatch<SetStateAction<T | undefined>>;
  /** Loads the item again (after a change made on the page). */
  reload: () => void;
  /** The page instead of the item while `detail` is undefined: no such item, opening, or the failure. */
  gate: ReactNode;
}

/**
 * The item the page's `?id=` names (an inquiry `Q-…` or a booking `B-…`), loaded with `fetchItem`,
 * again on `reload()`; a 404 or an id of the other kind shows "No such …", other failures their message.
 */
export function useDeskItem<T>(
  kind: 'inquiry' | 'booking',
  fetchItem: (id: string) => Promise<T>,
): DeskItemLoad<T> {
  const id = useItemId();
  const fail = useDeskFailure();
  const ofKind = id !== null && id.startsWith(kind === 'inquiry' ? 'Q-' : 'B-');
  const [detail, setDetail] = useState<T | undefined>();
  const [error, setError] = useState<{ message: string; missing: boolean } | undefined>();
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  useEffect(() => {
    if (!id || !ofKind) return;
    let live = true;
    fetchItem(id).then(
      (answer) => live && setDetail(answer),
      (caught: unknown) =>
        live &&
        setError({
          message: fail(caught),
          missing: caught instanceof ApiRequestError && caught.status === 404,
        }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail and fetchItem may be fresh each render
  }, [id, version]);

  let gate: ReactNode = null;
  if (!id || !ofKind || error?.missing) gate = <MissingItem kind={kind} />;
  else if (!detail)
    gate = (
      <div className="mt-8" aria-live="polite">
        {error ? (
          <DeskStatus message={error.message} error />
        ) : (
          <p className="text-muted">Opening {id}…</p>
        )}
      </div>
    );
  return { id, detail, setDetail, reload, gate };
}

/** A desk call failed: with the session gone, to sign-in; else the message to show. */
export function useDeskFailure() {
  const navigate = useNavigate();
  return (error: unknown): string => {
    if (isSessionMissing(error)) void navigate('/desk/sign-in', { replace: true });
    return deskErrorText(error);
  };
}

/** The choices of an assignee select: unassigned, then the team (the signed-in member named as such). */
export function AssigneeOptions({
  team,
  self,
  current,
}: {
  team: { id: number; name: string }[];
  self: Staff;
  current: InboxItem['assignedTo'];
}) {
  const members = current && !team.some((m) => m.id === current.id) ? [...team, current] : team;
  return (
    <>
      <option value="">Unassigned</option>
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.id === self.id ? `${member.name || 'You'} (you)` : member.name || `#${member.id}`}
        </option>
      ))}
    </>
  );
}

/** An item's status and assignee, each changed as soon as it is chosen; the change is announced. */
export function ItemControls({
  item,
  self,
  team,
  onChange,
}: {
  item: InboxItem;
  self: Staff;
  team: { id: number; name: string }[];
  onChange: (item: InboxItem) => void;
}) {
  const id = useId();
  const fail = useDeskFailure();
  const [pending, startTransition] = useTransition();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const manual: readonly InboxStatus[] =
    item.kind === 'inquiry' ? inquiryManualStatuses : bookingManualStatuses;
  const statuses = manual.includes(item.status) ? manual : [item.status, ...manual];

  const update = (body: Parameters<typeof deskApi.updateItem>[1], done: string) =>
    startTransition(async () => {
      try {
        onChange(await deskApi.updateItem(item.id, body));
        setStatus({ message: done, error: false });
      } catch (error) {
        setStatus({ message: fail(error), error: true });
      }
    });

  return (
    <div className="grid gap-4" aria-busy={pending}>
      <DeskField id={`${id}-status`} label="Status">
        <select
          id={`${id}-status`}
          className={deskInput}
          value={item.status}
          disabled={pending}
          onChange={(event) => {
            const next = event.target.value as InboxStatus;
            update({ status: next }, `Status: ${inboxStatusLabels[next]}.`);
          }}
        >
          {statuses.map((value) => (
            <option key={value} value={value} disabled={!manual.includes(value)}>
              {inboxStatusLabels[value]}
            </option>
          ))}
        </select>
      </DeskField>
      <DeskField id={`${id}-assignee`} label="Assigned to">
        <select
          id={`${id}-assignee`}
          className={deskInput}
          value={item.assignedTo?.id ?? ''}
          disabled={pending}
          onChange={(event) => {
            const value = event.target.value;
            const member = team.find((m) => String(m.id) === value);
            update(
              { assignedTo: value ? Number(value) : null },
              member ? `Assigned to ${member.name}.` : 'Unassigned.',
            );
          }}
        >
          <AssigneeOptions team={team} self={self} current={item.assignedTo} />
        </select>
      </DeskField>
      {item.assignedTo?.id !== self.id && (
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={() => update({ assignedTo: self.id }, 'Assigned to you.')}
        >
          Assign to me
        </Button>
      )}
      <DeskStatus message={status?.message} error={status?.error} />
    </div>
  );
}

/** The item's side column on every desk screen: its status and assignee, then the internal notes. */
export function ItemHandling({
  item,
  self,
  team,
  notes,
  onChange,
  onNoteAdded,
}: {
  item: InboxItem;
  self: Staff;
  team: { id: number; name: string }[];
  notes: DeskNote[];
  onChange: (item: InboxItem) => void;
  onNoteAdded: () => Promise<void> | void;
}) {
  return (
    <div className="grid content-start gap-6">
      <DeskPanel title="Handling" headingId={`${item.id}-handling`}>
        <ItemControls item={item} self={self} team={team} onChange={onChange} />
      </DeskPanel>
      <ItemNotes itemId={item.id} notes={notes} onAdded={onNoteAdded} />
    </div>
  );
}

/** Internal notes: the list, oldest first, and a form that adds one. Never shown to the customer. */
export function ItemNotes({
  itemId,
  notes,
  onAdded,
}: {
  itemId: string;
  notes: DeskNote[];
  onAdded: () => Promise<void> | void;
}) {
  const id = useId();
  const fail = useDeskFailure();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write the note first.');
      return;
    }
    startTransition(async () => {
      try {
        await deskApi.addNote(itemId, text);
        setText('');
        setError(undefined);
        setStatus('Note added.');
        await onAdded();
      } catch (caught) {
        setError(fail(caught));
      }
    });
  };

  return (
    <DeskPanel title="Internal notes" headingId={`${id}-heading`}>
      <p className="text-muted mb-4 text-sm">
        For the desk only: never mailed or shown to the customer.
      </p>
      {notes.length === 0 ? (
        <p className="text-muted mb-4">No notes yet.</p>
      ) : (
        <ol className="mb-6 grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="border-line rounded-md border p-3">
              <p className="text-muted mb-1 text-xs">
                <strong className="text-ink">{note.staffName}</strong> · {deskWhen(note.createdAt)}
              </p>
              <p className="break-words whitespace-pre-line">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form noValidate onSubmit={submit} className="grid gap-3">
        <DeskField id={`${id}-text`} label="Add a note" error={error}>
          <textarea
            id={`${id}-text`}
            className={cn(deskInput, 'min-h-24')}
            value={text}
            maxLength={4000}
            onChange={(event) => setText(event.target.value)}
            {...describedBy(`${id}-text`, error)}
          />
        </DeskField>
        <div>
          <Button type="submit" variant="outline" size="sm" disabled={pending}>
            Add note
          </Button>
        </div>
        <DeskStatus message={status} />
      </form>
    </DeskPanel>
  );
}

/** A titled card of an item's page. */
export function DeskPanel({
  title,
  headingId,
  children,
  className,
  actions,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('bg-card border-line min-w-0 rounded-lg border p-5 md:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A definition list of label/value pairs (empty values left out). */
export function Facts({ facts, className }: { facts: [string, ReactNode][]; className?: string }) {
  const shown = facts.filter(([, value]) => value !== '' && value !== null && value !== undefined);
  return (
    <dl
      className={cn(
        'grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-2 sm:gap-x-6',
        className,
      )}
    >
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted text-sm font-semibold">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
