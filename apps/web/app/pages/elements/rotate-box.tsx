import { RotateBox } from '../../components/sections/rotate-box/rotate-box.tsx';
import { rotateBoxDemos } from '../../content/elements/rotate-box.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function RotateBoxPage() {
  return (
    <ElementPage>
      {rotateBoxDemos.map((demo, i) => (
        <Demo
          key={demo.label}
          title={`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
          lead={i === 0 ? 'Hover a card, or tab to its link, to turn it over.' : undefined}
          tone={i % 2 ? 'alt' : 'default'}
        >
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {demo.items.map((item, j) => (
              <RotateBox
                key={item.title}
                item={item}
                axis={demo.axis}
                variant={demo.variant === 'dark' && j === 1 ? 'brand' : demo.variant}
              />
            ))}
          </div>
        </Demo>
      ))}
    </ElementPage>
  );
}
