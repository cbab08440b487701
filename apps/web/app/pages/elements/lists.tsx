import { StyledList } from '../../components/sections/lists/styled-list.tsx';
import { cn } from '../../components/ui/cn.ts';
import { listDemos } from '../../content/elements/lists.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function ListsPage() {
  return (
    <ElementPage>
      <Demo title="List styles" lead="Eight marker styles for feature lists, steps and notes.">
        <div className="grid gap-10 md:grid-cols-2 xl:grid-cols-3">
          {listDemos.map((demo, i) => (
            <article
              key={demo.variant}
              className={cn(
                'rounded-card p-6',
                demo.dark ? 'bg-inverse text-white' : 'bg-surface-alt',
              )}
            >
              <h3 className="mb-5 text-lg font-semibold">
                {`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
              </h3>
              <StyledList variant={demo.variant} items={demo.items} />
            </article>
          ))}
        </div>
      </Demo>
    </ElementPage>
  );
}
