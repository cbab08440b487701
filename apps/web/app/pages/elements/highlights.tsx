import { HighlightedText } from '../../components/sections/highlights/highlight.tsx';
import { cn } from '../../components/ui/cn.ts';
import { highlightDemos } from '../../content/elements/highlights.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { Demo, ElementPage } from './content-demo.tsx';

export const meta = pageMeta;

const sizes = {
  display: 'font-display text-3xl leading-snug font-bold sm:text-4xl md:text-5xl',
  body: 'text-muted max-w-3xl text-lg leading-relaxed',
} as const;

export default function HighlightsPage() {
  return (
    <ElementPage>
      <Demo
        title="Highlight styles"
        lead="Eight ways to mark a phrase: markers, underlines, fills, rings and gradients."
      >
        <div className="grid gap-14">
          {highlightDemos.map((demo) => (
            <div key={demo.label}>
              <h3 className="text-muted mb-4 text-sm font-semibold">{demo.label}</h3>
              <HighlightedText segments={demo.segments} className={cn(sizes[demo.size])} />
            </div>
          ))}
        </div>
      </Demo>
    </ElementPage>
  );
}
