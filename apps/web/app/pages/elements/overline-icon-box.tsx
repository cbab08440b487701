import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { OverlineIconBoxes } from '~/components/sections/overline-icon-box/overline-icon-boxes.tsx';
import { overlineIconBoxDemos } from '~/content/elements/overline-icon-box.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function OverlineIconBoxPage() {
  return (
    <ElementPage
      demos={overlineIconBoxDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <OverlineIconBoxes variant={demo.variant} columns={demo.columns} items={demo.items} />
          </Section>
        ),
      }))}
    />
  );
}
