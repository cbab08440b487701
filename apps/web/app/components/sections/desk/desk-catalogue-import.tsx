import { useId } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { ChangeList } from './desk-catalogue-changes.tsx';
import { DryRunSummary, ProblemList } from './desk-catalogue-report.tsx';
import { describedBy, DeskField, deskInput, DeskStatus } from './desk-form.tsx';
import { useDeskCatalogueImport } from './use-desk-catalogue-import.ts';

/** The file picker, its dry run and Apply. */
export function CatalogueImport() {
  const heading = useId();
  const fileId = useId();
  const {
    file,
    fileError,
    report,
    status,
    confirming,
    setConfirming,
    pending,
    reportHeading,
    confirmRef,
    choose,
    check,
    apply,
    total,
  } = useDeskCatalogueImport();

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
