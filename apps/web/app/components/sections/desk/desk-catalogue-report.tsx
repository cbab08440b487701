import type { CatalogueDryRunResponse } from '@contrail/contracts';
import { cn } from '~/components/ui/cn.ts';

export function DryRunSummary({ report }: { report: CatalogueDryRunResponse }) {
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

export function ProblemList({ report }: { report: CatalogueDryRunResponse }) {
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
