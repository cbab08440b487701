import { Accordion } from '~/components/sections/accordion/accordion.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { accordionDemos } from '~/content/elements/accordions.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function AccordionsPage() {
  return (
    <ElementPage
      demos={accordionDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm" width="narrow">
            <Accordion
              items={demo.items}
              variant={demo.variant}
              multiple={demo.multiple}
              defaultOpen={demo.defaultOpen}
            />
          </Section>
        ),
      }))}
    />
  );
}
