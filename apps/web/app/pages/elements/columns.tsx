import { TextColumns } from '../../components/sections/columns/text-columns.tsx';
import { columnsDemos } from '../../content/elements/columns.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function ColumnsPage() {
  return (
    <ElementPage>
      {columnsDemos.map((demo, i) => (
        <Demo
          key={demo.variant}
          title={`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
          tone={i % 2 ? 'alt' : 'default'}
        >
          <TextColumns variant={demo.variant} items={demo.items} />
        </Demo>
      ))}
    </ElementPage>
  );
}
