import type { CatalogueLine } from '@contrail/contracts';
import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { catalogueLines } from '~/features/parts/state/lines.ts';
import { usePartsText } from '~/i18n/i18n-context.tsx';
import { catalogueSearch } from './use-catalogue-url.ts';

/** Husky / Pitts / Eagle: each a link, so the line is in the URL. */
export function LineSwitch({ line }: { line: CatalogueLine }) {
  const { lines, nav } = usePartsText();
  return (
    <nav aria-label={nav.lineSwitch}>
      <ul className="bg-surface-alt inline-flex gap-1 rounded-full p-1">
        {catalogueLines.map((value) => (
          <li key={value}>
            <Link
              to={catalogueSearch({ line: value })}
              preventScrollReset
              aria-current={value === line ? 'page' : undefined}
              className={cn(
                'block rounded-full px-5 py-2 text-sm font-semibold transition-colors',
                value === line ? 'bg-brand text-on-brand shadow' : 'hover:bg-brand-soft',
              )}
            >
              {lines[value]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
