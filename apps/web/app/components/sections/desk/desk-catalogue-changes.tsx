import type { CatalogueChange } from '@contrail/contracts';
import { useId, useState } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { PartNumber } from './desk-catalogue-part-number.tsx';

/** Changes shown a page at a time. */
const changesPerPage = 20;

const kindLabels: Record<CatalogueChange['kind'], string> = {
  added: 'Added',
  changed: 'Changed',
  removed: 'Removed',
};
const kindTone: Record<CatalogueChange['kind'], string> = {
  added: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  changed: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  removed: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};
const fieldLabels: Record<string, string> = {
  partNumber: 'part number',
  description: 'description',
  indent: 'indent',
  unitsPerAssembly: 'units per assembly',
  unit: 'unit',
  effectivity: 'effectivity',
  price: 'price',
  availability: 'availability',
  supersededBy: 'superseded by',
  notes: 'notes',
  figure: 'figure',
  position: 'place',
  name: 'name',
  line: 'line',
  summary: 'summary',
  engine: 'engine',
  seats: 'seats',
  firstYear: 'first year',
  serialRange: 'serial range',
  ataChapter: 'ATA chapter',
};

/** The changes, a page at a time. */
export function ChangeList({ changes, more }: { changes: CatalogueChange[]; more: number }) {
  const heading = useId();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(changes.length / changesPerPage));
  const shown = changes.slice(page * changesPerPage, (page + 1) * changesPerPage);
  if (changes.length === 0)
    return <p className="text-muted">The file matches the catalogue: nothing would change.</p>;
  return (
    <section aria-labelledby={heading}>
      <h4 id={heading} className="mb-3 text-lg font-bold">
        Changes{' '}
        <span className="text-muted text-base font-normal">
          {page * changesPerPage + 1}–{page * changesPerPage + shown.length} of{' '}
          {changes.length + more}
          {more > 0 && ` (the first ${changes.length} are listed)`}
        </span>
      </h4>
      <ol className="divide-line border-line divide-y rounded-lg border">
        {shown.map((change) => (
          <li
            key={`${change.kind}:${change.partId}`}
            className="grid gap-2 p-4 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-4"
          >
            <div className="flex flex-wrap items-center gap-2 sm:block">
              <span
                className={cn(
                  'inline-block rounded px-2 py-0.5 text-xs font-bold uppercase',
                  kindTone[change.kind],
                )}
              >
                {kindLabels[change.kind]}
              </span>
              <span className="text-muted text-sm sm:mt-1 sm:block">
                {change.line === null ? 'not in the file' : `line ${change.line}`}
              </span>
            </div>
            <div className="min-w-0">
              <p className="break-words">
                <PartNumber>{change.partNumber}</PartNumber>{' '}
                <span className="text-muted">
                  {change.description} · {change.partId}
                </span>
              </p>
              {change.fields.length > 0 && (
                <ul className="mt-1 text-sm">
                  {change.fields.map((field) => (
                    <li key={field.field} className="break-words">
                      {fieldLabels[field.field] ?? field.field}:{' '}
                      <del className="text-muted">{field.from || '(none)'}</del>{' '}
                      <span aria-hidden="true">→</span>
                      <span className="sr-only">becomes</span>{' '}
                      <ins className="font-semibold no-underline">{field.to || '(none)'}</ins>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <nav aria-label="Pages of changes" className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            size="sm"
            variant="outline"
            disabled={page === 0}
            onClick={() => setPage((n) => n - 1)}
          >
            Previous
          </Button>
          <span className="text-sm" aria-live="polite">
            Page {page + 1} of {pages}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= pages - 1}
            onClick={() => setPage((n) => n + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
