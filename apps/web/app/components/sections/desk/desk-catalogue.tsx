import {
  availabilitySchema,
  partSchema,
  type Availability,
  type CatalogueChange,
  type CatalogueDryRunResponse,
  type CataloguePartValues,
  type Part,
} from '@contrail/contracts';
import {
  catalogueCsvMaxChars,
  catalogueCsvTooLarge,
  catalogueErrors,
} from '@contrail/contracts/desk-terms';
import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatPrice as formatMoney } from '~/lib/format-price.ts';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { ApiRequestError } from '~/lib/http.ts';
import { deskErrorText, type Staff } from './desk-api.ts';
import { deskCatalogueApi, parsePrice, priceText } from './desk-catalogue-api.ts';
import { describedBy, DeskField, deskInput, DeskStatus } from './desk-form.tsx';

/** A price in cents, or "Quote" for quote on request. */
const formatPrice = (cents: number | null) =>
  cents === null ? 'Quote' : formatMoney(cents, 'USD', 'en-US');
const availabilityLabels: Record<Availability, string> = {
  'in-stock': 'In stock',
  limited: 'Limited',
  backorder: 'Backorder',
  quote: 'On request',
};

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

/** A part number as written: never wrapped, never split. */
const PartNumber = ({ children }: { children: string }) => (
  <span className="font-mono font-semibold whitespace-nowrap">{children}</span>
);

/**
 * Catalogue upkeep (issue 42 §3), for admins: a CSV's dry run (counts, changes and problems by line),
 * then Apply with a confirm step; and a part looked up by number with its price, availability and
 * supersession edited in place. Desk members see that the page is for admins.
 */
export function DeskCatalogue({ staff }: { staff: Staff }) {
  if (staff.role !== 'admin') {
    return (
      <div className="bg-card border-line mt-8 rounded-lg border p-6" role="status">
        <h2 className="mb-2 text-xl font-bold">Admins only</h2>
        <p className="text-muted">
          Catalogue upkeep is for admins. Ask an admin to change a price or import a catalogue, or{' '}
          <Link to="/desk" className="text-brand underline">
            go back to the inbox
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="mt-8 grid gap-12">
      <CatalogueImport />
      <PartEditor />
    </div>
  );
}

/** The file picker, its dry run and Apply. */
function CatalogueImport() {
  const heading = useId();
  const fileId = useId();
  const [file, setFile] = useState<File | undefined>();
  const [csv, setCsv] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [report, setReport] = useState<CatalogueDryRunResponse | undefined>();
  const [status, setStatus] = useState<{ message: string; error: boolean } | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (report) reportHeading.current?.focus();
  }, [report]);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setCsv(undefined);
    setReport(undefined);
    setConfirming(false);
    setStatus(undefined);
    setFileError(
      chosen && chosen.size > catalogueCsvMaxChars * 2 ? catalogueCsvTooLarge : undefined,
    );
  };

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setFileError('Choose a CSV file.');
      return;
    }
    startTransition(async () => {
      setStatus(undefined);
      setConfirming(false);
      try {
        const text = await file.text();
        if (text.length > catalogueCsvMaxChars) {
          setFileError(catalogueCsvTooLarge);
          return;
        }
        if (text.trim() === '') {
          setFileError('The file is empty.');
          return;
        }
        setFileError(undefined);
        const answer = await deskCatalogueApi.dryRun(text);
        setCsv(text);
        setReport(answer);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.fields?.csv || error.status === 413))
          setFileError(error.fields?.csv ?? error.message);
        else setStatus({ message: deskErrorText(error), error: true });
      }
    });
  };

  const apply = () =>
    startTransition(async () => {
      if (!csv || !report) return;
      try {
        const done = await deskCatalogueApi.apply(csv, report.catalogueVersion);
        const { added, changed, removed } = done.counts;
        setReport(undefined);
        setConfirming(false);
        setStatus({
          message: `Applied ${file?.name ?? 'the file'}: ${added} added, ${changed} changed, ${removed} removed (${done.rows} rows of ${done.models.join(', ')}). The site serves it now.`,
          error: false,
        });
      } catch (error) {
        setConfirming(false);
        const changedMeanwhile =
          error instanceof ApiRequestError && error.code === catalogueErrors.changed;
        if (changedMeanwhile) setReport(undefined);
        setStatus({ message: deskErrorText(error), error: true });
      }
    });

  const total = report ? report.counts.added + report.counts.changed + report.counts.removed : 0;

  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className="mb-2 text-2xl font-bold">
        Import a catalogue CSV
      </h2>
      <p className="text-muted mb-6 max-w-3xl">
        The file is the complete catalogue of each model it names: its parts are added or updated,
        and parts of those models the file no longer lists are removed. Other models stay as they
        are. Check the file first: the dry run shows every change, and nothing is written until you
        apply it.
      </p>
      <form
        noValidate
        onSubmit={check}
        className="bg-card border-line grid gap-4 rounded-lg border p-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-start"
      >
        <DeskField
          id={fileId}
          label="Catalogue CSV file"
          error={fileError}
          hint="The import format (model_id, line, assembly_id, assembly_name, item, part_number, description, price, availability, superseded_by…), at most 8 MB."
        >
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className={cn(
              deskInput,
              'file:bg-brand-soft file:text-brand-strong file:me-4 file:rounded file:border-0 file:px-3 file:py-1 file:font-semibold',
            )}
            onChange={(event) => choose(event.currentTarget.files?.[0])}
            {...describedBy(
              fileId,
              fileError,
              'The import format (model_id, line, assembly_id, assembly_name, item, part_number, description, price, availability, superseded_by…), at most 8 MB.',
            )}
          />
        </DeskField>
        <Button type="submit" disabled={pending} className="md:mt-7">
          {pending && !report ? 'Checking…' : 'Check the file (dry run)'}
        </Button>
      </form>
      <div className="mt-4" aria-live="polite">
        <DeskStatus message={status?.message} error={status?.error} />
      </div>

      {report && (
        <div className="mt-6" data-testid="dry-run">
          <h3 ref={reportHeading} tabIndex={-1} className="mb-4 text-xl font-bold">
            Dry run of {file?.name ?? 'the file'}
          </h3>
          {!report.valid ? (
            <ProblemList report={report} />
          ) : (
            <>
              <DryRunSummary report={report} />
              <ChangeList changes={report.changes} more={report.moreChanges} />
              <div className="border-line mt-6 border-t pt-6">
                {!confirming ? (
                  <Button
                    onClick={() => setConfirming(true)}
                    disabled={pending}
                    variant={total === 0 ? 'outline' : 'solid'}
                  >
                    Apply {total === 0 ? 'the file' : `${total} change${total === 1 ? '' : 's'}`}
                  </Button>
                ) : (
                  <div
                    className="bg-brand-soft rounded-lg p-4"
                    role="group"
                    aria-labelledby={`${heading}-confirm`}
                  >
                    <p
                      id={`${heading}-confirm`}
                      ref={confirmRef}
                      tabIndex={-1}
                      className="mb-4 font-semibold"
                    >
                      Apply to the live catalogue? {report.counts.added} added,{' '}
                      {report.counts.changed} changed, {report.counts.removed} removed. Visitors see
                      it within a second.
                    </p>
                    <div className="flex flex-wrap gap-3">
                      <Button onClick={apply} disabled={pending}>
                        {pending ? 'Applying…' : 'Yes, apply'}
                      </Button>
                      <Button
                        variant="outline"
                        disabled={pending}
                        onClick={() => setConfirming(false)}
                      >
                        Cancel
                      </Button>
                    </div>
                  </div>
                )}
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}

function DryRunSummary({ report }: { report: CatalogueDryRunResponse }) {
  const tiles: Array<[string, number, string]> = [
    ['Added', report.counts.added, 'text-green-700 dark:text-green-300'],
    ['Changed', report.counts.changed, 'text-amber-700 dark:text-amber-300'],
    ['Removed', report.counts.removed, 'text-red-700 dark:text-red-300'],
    ['Unchanged', report.counts.unchanged, 'text-muted'],
  ];
  return (
    <>
      <p className="mb-4">
        {report.rows} row{report.rows === 1 ? '' : 's'} in {report.assemblies} assembl
        {report.assemblies === 1 ? 'y' : 'ies'} of{' '}
        {report.models.map((model, index) => (
          <span key={model}>
            {index > 0 && ', '}
            <strong>{model}</strong>
            {report.newModels.includes(model) && ' (new model)'}
          </span>
        ))}
        . No problems found.
      </p>
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map(([label, count, tone]) => (
          <div key={label} className="bg-card border-line rounded-lg border p-4">
            <dt className="text-muted text-sm font-semibold">{label}</dt>
            <dd className={cn('text-3xl font-bold tabular-nums', tone)}>{count}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The changes, a page at a time. */
function ChangeList({ changes, more }: { changes: CatalogueChange[]; more: number }) {
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

function ProblemList({ report }: { report: CatalogueDryRunResponse }) {
  const count = report.problems.length + report.moreProblems;
  return (
    <div>
      <p className="text-danger mb-4 font-semibold" role="alert">
        {count} problem{count === 1 ? '' : 's'} in the file: nothing can be applied. Correct the
        file and check it again.
      </p>
      <ol className="divide-line border-line divide-y rounded-lg border" aria-label="Problems">
        {report.problems.map((problem, index) => (
          <li
            key={index}
            className="grid gap-1 p-4 text-sm sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-4"
          >
            <span className="font-semibold">Line {problem.line}</span>
            <span className="min-w-0 break-words">
              {problem.column && <code className="me-1 font-semibold">{problem.column}</code>}
              {problem.message}
            </span>
          </li>
        ))}
      </ol>
      {report.moreProblems > 0 && (
        <p className="text-muted mt-3 text-sm">… and {report.moreProblems} more.</p>
      )}
    </div>
  );
}

/** Look a part number up, then edit a row (or all its rows) in place. */
function PartEditor() {
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

function PartRow({
  part,
  onEdit,
  disabled,
  focusEdit,
}: {
  part: Part;
  onEdit: () => void;
  disabled: boolean;
  /** Back from its form (saved or cancelled): the Edit button takes the focus again. */
  focusEdit: boolean;
}) {
  const rowRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusEdit) rowRef.current?.querySelector('button')?.focus();
  }, [focusEdit]);
  return (
    <div
      ref={rowRef}
      className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-center"
      data-part-id={part.id}
    >
      <div className="min-w-0">
        <p>
          <PartNumber>{part.partNumber}</PartNumber>{' '}
          <span className="break-words">{part.description}</span>
        </p>
        <p className="text-muted text-sm break-words">
          {part.modelId} · {part.assemblyId} {part.assemblyName} · item {part.item}
        </p>
      </div>
      <p>
        <span className="text-muted block text-xs font-semibold uppercase">Price</span>
        <span data-testid="part-price">{formatPrice(part.priceCents)}</span>
      </p>
      <p>
        <span className="text-muted block text-xs font-semibold uppercase">Availability</span>
        {availabilityLabels[part.availability]}
        {part.supersededBy && (
          <span className="block text-sm">
            Superseded by <PartNumber>{part.supersededBy}</PartNumber>
          </span>
        )}
      </p>
      <Button size="sm" variant="outline" onClick={onEdit} disabled={disabled}>
        Edit<span className="sr-only"> {part.id}</span>
      </Button>
    </div>
  );
}

function PartForm({
  part,
  usages,
  onCancel,
  onSaved,
  onConflict,
}: {
  part: Part;
  usages: number;
  onCancel: () => void;
  onSaved: (parts: Part[], message: string) => void;
  /** Someone else saved the part first: its row as it is now. */
  onConflict: (current: Part) => void;
}) {
  const id = useId();
  const [price, setPrice] = useState(priceText(part.priceCents));
  const [availability, setAvailability] = useState<Availability>(part.availability);
  const [supersededBy, setSupersededBy] = useState(part.supersededBy ?? '');
  const [allUsages, setAllUsages] = useState(false);
  // What the edit is based on: the values shown when it opened, or the current ones after a 409.
  const [basis, setBasis] = useState<CataloguePartValues>({
    priceCents: part.priceCents,
    availability: part.availability,
    supersededBy: part.supersededBy,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const firstRef = useRef<HTMLInputElement>(null);

  useEffect(() => firstRef.current?.focus(), []);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cents = parsePrice(price);
    const problems: Record<string, string> = {};
    if (cents === undefined)
      problems.priceCents =
        'Enter an amount such as 12.50 (at most two decimals), or leave it empty for quote on request.';
    if (supersededBy.trim().toUpperCase() === part.partNumber.toUpperCase())
      problems.supersededBy = 'A part cannot supersede itself: name another part number.';
    setErrors(problems);
    if (Object.keys(problems).length > 0 || cents === undefined) return;
    startTransition(async () => {
      setStatus(undefined);
      try {
        const answer = await deskCatalogueApi.update(part.id, {
          priceCents: cents,
          availability,
          supersededBy: supersededBy.trim() || null,
          allUsages,
          expected: basis,
        });
        onSaved(
          answer.parts,
          `Saved ${part.partNumber}${answer.updated > 1 ? ` (${answer.updated} usages)` : ` (${part.id})`}: ${formatPrice(cents)}, ${availabilityLabels[availability].toLowerCase()}${supersededBy.trim() ? `, superseded by ${supersededBy.trim()}` : ''}.`,
        );
      } catch (error) {
        if (error instanceof ApiRequestError && error.fields) setErrors(error.fields);
        const current =
          error instanceof ApiRequestError && error.code === catalogueErrors.partChanged
            ? partSchema.safeParse(error.current)
            : undefined;
        if (current?.success) {
          // Someone saved first: what you typed stays in the fields; the next save is based on their
          // values, which the messages under the fields and onConflict's row show.
          setBasis({
            priceCents: current.data.priceCents,
            availability: current.data.availability,
            supersededBy: current.data.supersededBy,
          });
          onConflict(current.data);
        }
        setStatus(deskErrorText(error));
      }
    });
  };

  const priceId = `${id}-price`;
  const availabilityId = `${id}-availability`;
  const supersededId = `${id}-superseded`;
  return (
    <form noValidate onSubmit={save} aria-labelledby={`${id}-title`} className="grid gap-4">
      <p id={`${id}-title`} className="font-semibold">
        Edit <PartNumber>{part.partNumber}</PartNumber>{' '}
        <span className="text-muted font-normal break-words">
          {part.description} · {part.modelId} · {part.assemblyId} · item {part.item}
        </span>
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        <DeskField
          id={priceId}
          label="Price (US$)"
          error={errors.priceCents}
          hint="Empty: quote on request."
        >
          <input
            ref={firstRef}
            id={priceId}
            className={deskInput}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            {...describedBy(priceId, errors.priceCents, 'Empty: quote on request.')}
          />
        </DeskField>
        <DeskField id={availabilityId} label="Availability" error={errors.availability}>
          <select
            id={availabilityId}
            className={deskInput}
            value={availability}
            onChange={(event) =>
              setAvailability(availabilitySchema.parse(event.currentTarget.value))
            }
            {...describedBy(availabilityId, errors.availability)}
          >
            {availabilitySchema.options.map((option) => (
              <option key={option} value={option}>
                {availabilityLabels[option]}
              </option>
            ))}
          </select>
        </DeskField>
        <DeskField
          id={supersededId}
          label="Superseded by"
          error={errors.supersededBy}
          hint="The part number that replaces it; empty for none."
        >
          <input
            id={supersededId}
            className={deskInput}
            value={supersededBy}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setSupersededBy(event.currentTarget.value)}
            {...describedBy(
              supersededId,
              errors.supersededBy,
              'The part number that replaces it; empty for none.',
            )}
          />
        </DeskField>
      </div>
      {usages > 1 && (
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            className="size-5"
            checked={allUsages}
            onChange={(event) => setAllUsages(event.currentTarget.checked)}
          />
          Apply to all {usages} usages of <PartNumber>{part.partNumber}</PartNumber>
        </label>
      )}
      <DeskStatus message={status} error />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
