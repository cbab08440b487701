import type { DeskNote } from '@contrail/contracts';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { deskApi } from './desk-api.ts';
import { DeskField, DeskStatus, deskInput, describedBy } from './desk-form.tsx';
import { useDeskFailure } from './desk-item-parts-hooks.ts';
import { DeskPanel } from './desk-item-parts-panel.tsx';
import { deskWhen } from './inbox-query.ts';

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
