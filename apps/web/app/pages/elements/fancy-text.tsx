import { FancyText } from '../../components/sections/fancy-text/fancy-text.tsx';
import { fancyTextDemos } from '../../content/elements/fancy-text.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

export default function FancyTextPage() {
  return (
    <ElementPage>
      {fancyTextDemos.map((demo, i) => (
        <Demo
          key={demo.label}
          title={`Style ${String(i + 1).padStart(2, '0')} · ${demo.label}`}
          tone={demo.dark ? 'dark' : i % 2 ? 'alt' : 'default'}
        >
          <FancyText
            as="h3"
            data={demo.data}
            effect={demo.effect}
            look={demo.look}
            className="font-display text-3xl leading-tight font-bold sm:text-5xl"
          />
        </Demo>
      ))}
    </ElementPage>
  );
}
