import { OverlineIconBoxes } from '../../components/sections/overline-icon-box/overline-icon-boxes.tsx';
import { overlineIconBoxDemos } from '../../content/elements/overline-icon-box.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function OverlineIconBoxPage() {
  return (
    <ElementPage>
      {overlineIconBoxDemos.map((demo, i) => (
        <Demo
          key={demo.variant}
          title={`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
          tone={i % 2 ? 'alt' : 'default'}
        >
          <OverlineIconBoxes variant={demo.variant} columns={demo.columns} items={demo.items} />
        </Demo>
      ))}
    </ElementPage>
  );
}
