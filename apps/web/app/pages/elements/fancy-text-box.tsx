import { FancyTextBoxes } from '../../components/sections/fancy-text-box/fancy-text-boxes.tsx';
import { fancyTextBoxDemos } from '../../content/elements/fancy-text-box.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function FancyTextBoxPage() {
  return (
    <ElementPage>
      {fancyTextBoxDemos.map((demo, i) => (
        <Demo
          key={demo.variant}
          title={`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
          tone={i % 2 ? 'alt' : 'default'}
        >
          <FancyTextBoxes variant={demo.variant} columns={demo.columns} items={demo.items} />
        </Demo>
      ))}
    </ElementPage>
  );
}
