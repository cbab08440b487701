import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { FancyTextBoxes } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import { fancyTextBoxDemos } from '~/content/elements/fancy-text-box.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function FancyTextBoxPage() {
  return (
    <ElementPage
      demos={fancyTextBoxDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <FancyTextBoxes variant={demo.variant} columns={demo.columns} items={demo.items} />
          </Section>
        ),
      }))}
    />
  );
}
