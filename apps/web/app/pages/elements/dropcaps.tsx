import { Dropcap } from '../../components/sections/dropcaps/dropcap.tsx';
import { dropcapDemos } from '../../content/elements/dropcaps.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function DropcapsPage() {
  return (
    <ElementPage>
      <Demo title="Dropcap styles" lead="Eight first-letter treatments for opening paragraphs.">
        <div className="grid gap-x-12 gap-y-14 md:grid-cols-2">
          {dropcapDemos.map((demo, i) => (
            <article key={demo.variant}>
              <h3 className="mb-4 text-lg font-semibold">
                {`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
              </h3>
              <Dropcap variant={demo.variant} text={demo.text} />
            </article>
          ))}
        </div>
      </Demo>
    </ElementPage>
  );
}
