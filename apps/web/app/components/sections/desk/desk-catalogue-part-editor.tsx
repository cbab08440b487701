import type { Part } from '@contrail/contracts';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { ApiRequestError } from '~/lib/http.ts';
import { deskErrorText } from './desk-api.ts';
import { deskCatalogueApi } from './desk-catalogue-api.ts';
import { PartForm } from './desk-catalogue-part-form.tsx';
import { PartRow } from './desk-catalogue-part-row.tsx';
import { describedBy, DeskField, deskInput, DeskStatus } from './desk-form.tsx';

/** Look a part number up, then edit a row (or all its rows) in place. */
export function PartEditor() {
  const heading = useId();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [queryError, setQueryError] = useState<string | undefined>();
  const [found, setFound] = useState<{ parts: Part[]; total: number; query: string }>();
  const [editing, setEditing] = useState<string | undefined>();
  const [edited, setEdited] = useState<string | undefined>();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const [pending, startTransition] = useTransition();
  const close = () => {
    setEdited(editing);
    setEditing(undefined);
  };

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const partNumber = query.trim();
    if (!partNumber) {
      setQueryError('Enter a part number.');
      return;
    }
    setQueryError(undefined);
    startTransition(async () => {
      setStatus(undefined);
      try {
        const answer = await deskCatalogueApi.lookup(partNumber);
        setFound({ ...answer, query: partNumber });
        setEditing(undefined);
      } catch (error) {
        if (error instanceof ApiRequestError && error.fields?.partNumber)
          setQueryError(error.fields.partNumber);
        else setStatus({ message: deskErrorText(error), error: true });
      }
    });
  };

  const replaceParts = (parts: Part[]) =>
    setFound((shown) =>
      shown
        ? {
            ...shown,
            parts: shown.parts.map((part) => parts.find((p) => p.id === part.id) ?? part),
          }
        : shown,
    );
  const saved = (parts: Part[], message: string) => {
    replaceParts(parts);
    close();
    setStatus({ message, error: false });
  };

  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="mb-2 text-2xl font-bold">
        Edit a part
      </h2>
      <p className="text-muted mb-6 max-w-3xl">
        Find a part number (spelt any way: <code>an3 5a</code> finds AN3-5A), then change the price,
        availability or the part that supersedes it, for one usage or all of them. The site shows
        the change within a second.
      </p>
      <form
        noValidate
        role="search"
        onSubmit={find}
        className="bg-card border-line grid gap-4 rounded-lg border p-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
      >
        <DeskField id={searchId} label="Part number" error={queryError}>
          <input
            id={searchId}
            className={deskInput}
            value={query}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setQuery(event.currentTarget.value)}
            {...describedBy(searchId, queryError)}
          />
        </DeskField>
        <Button type="submit" disabled={pending} className="sm:mt-7">
          Find
        </Button>
      </form>
      <div className="mt-4" aria-live="polite">
        <DeskStatus message={status?.message} error={status?.error} />
        {found && (
          <p className="text-muted mb-3 text-sm" data-testid="part-lookup-count">
            {found.total === 0
              ? `No part number ${found.query} in the catalogue.`
              : `${found.total} usage${found.total === 1 ? '' : 's'} of ${found.parts[0]!.partNumber}${
                  found.total > found.parts.length
                    ? ` (the first ${found.parts.length} listed)`
                    : ''
                }.`}
          </p>
        )}
      </div>
      {found && found.parts.length > 0 && (
        <ul className="divide-line border-line divide-y rounded-lg border" aria-label="Usages">
          {found.parts.map((part) => (
            <li key={part.id} className="p-4">
              {editing === part.id ? (
                <PartForm
                  part={part}
                  usages={found.total}
                  onCancel={close}
                  onSaved={saved}
                  onConflict={(current) => replaceParts([current])}
                />
              ) : (
                <PartRow
                  part={part}
                  onEdit={() => setEditing(part.id)}
                  disabled={pending}
                  focusEdit={edited === part.id}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
