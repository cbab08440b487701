import type { Assembly, CatalogueLine } from '@contrail/contracts';
import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { usePartsText } from '~/i18n/i18n-context.tsx';
import { catalogueSearch } from './use-catalogue-url.ts';

/** The model's assemblies (ATA chapter, name, number of parts). */
export function AssemblyList({
  line,
  model,
  assemblies,
  current,
}: {
  line: CatalogueLine;
  model: string;
  assemblies: Assembly[];
  current: string | null;
}) {
  const { nav, count } = usePartsText();
  return (
    <ul className="grid gap-2 sm:grid-cols-2" aria-label={nav.assembliesOfLabel(model)}>
      {assemblies.map((assembly) => (
        <li key={assembly.id}>
          <Link
            to={catalogueSearch({ line, model, assembly: assembly.id })}
            preventScrollReset
            aria-current={assembly.id === current ? 'true' : undefined}
            data-assembly={assembly.id}
            className={cn(
              'flex items-center gap-3 rounded-md border px-3 py-2.5 text-sm transition-colors',
              assembly.id === current
                ? 'border-brand bg-brand-soft'
                : 'border-line hover:border-brand',
            )}
          >
            <span className="bg-inverse w-14 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs text-white">
              {nav.ata(assembly.ataChapter)}
            </span>
            <span className="min-w-0 flex-1 font-semibold">{assembly.name}</span>
            <span className="text-muted shrink-0 tabular-nums">
              {count.parts(assembly.partCount)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
