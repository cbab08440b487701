import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { TextBoxes } from '~/components/sections/text-box/text-boxes.tsx';
import { textBoxDemos } from '~/content/elements/text-box.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function TextBoxPage() {
  return (
    <ElementPage
      demos={textBoxDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <TextBoxes variant={demo.variant} columns={demo.columns} items={demo.items} />
          </Section>
        ),
      }))}
    />
  );
}
