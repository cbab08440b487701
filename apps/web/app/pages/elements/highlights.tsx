import { HighlightedText } from '~/components/sections/highlights/highlight.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { highlightDemos } from '~/content/elements/highlights.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const sizes = {
  display: 'font-display text-3xl leading-snug font-bold sm:text-4xl md:text-5xl',
  body: 'text-muted max-w-3xl text-lg leading-relaxed',
} as const;

export default function HighlightsPage() {
  return (
    <ElementPage
      demos={highlightDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <HighlightedText segments={demo.segments} className={sizes[demo.size]} />
          </Section>
        ),
      }))}
    />
  );
}
