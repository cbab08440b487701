import { CustomIconFeatures } from '../../components/sections/custom-icon-with-text/custom-icon-features.tsx';
import { customIconDemos } from '../../content/elements/custom-icon-with-text.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function CustomIconWithTextPage() {
  return (
    <ElementPage>
      {customIconDemos.map((demo, i) => (
        <Demo
          key={demo.variant}
          title={`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
          tone={i % 2 ? 'alt' : 'default'}
        >
          <CustomIconFeatures variant={demo.variant} columns={demo.columns} items={demo.items} />
        </Demo>
      ))}
    </ElementPage>
  );
}
