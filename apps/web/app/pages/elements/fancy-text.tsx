import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { FancyText } from '~/components/sections/fancy-text/fancy-text.tsx';
import { fancyTextDemos } from '~/content/elements/fancy-text.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function FancyTextPage() {
  return (
    <ElementPage
      demos={fancyTextDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm" tone={demo.dark ? 'dark' : 'default'}>
            <FancyText
              as="h3"
              data={demo.data}
              effect={demo.effect}
              look={demo.look}
              className="font-display text-3xl leading-tight font-bold sm:text-5xl"
            />
          </Section>
        ),
      }))}
    />
  );
}
