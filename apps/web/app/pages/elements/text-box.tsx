import { TextBoxes } from '../../components/sections/text-box/text-boxes.tsx';
import { textBoxDemos } from '../../content/elements/text-box.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function TextBoxPage() {
  return (
    <ElementPage>
      {textBoxDemos.map((demo, i) => (
        <Demo
          key={demo.variant}
          title={`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
          tone={i % 2 ? 'alt' : 'default'}
        >
          <TextBoxes variant={demo.variant} columns={demo.columns} items={demo.items} />
        </Demo>
      ))}
    </ElementPage>
  );
}
