import { Separator } from '../../components/sections/separators/separator.tsx';
import { separatorDemos } from '../../content/elements/separators.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function SeparatorsPage() {
  return (
    <ElementPage>
      <Demo title="Separator styles" lead="Eight dividers to pace long pages and split sections.">
        <div className="grid gap-14">
          {separatorDemos.map((demo, i) => (
            <div key={demo.variant}>
              <h3 className="text-muted mb-5 text-sm font-semibold">
                {`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
              </h3>
              <Separator variant={demo.variant} icon={demo.icon} label={demo.label} />
            </div>
          ))}
        </div>
      </Demo>
    </ElementPage>
  );
}
