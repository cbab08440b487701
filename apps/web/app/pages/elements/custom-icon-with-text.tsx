import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { CustomIconFeatures } from '~/components/sections/custom-icon-with-text/custom-icon-features.tsx';
import { customIconDemos } from '~/content/elements/custom-icon-with-text.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function CustomIconWithTextPage() {
  return (
    <ElementPage
      demos={customIconDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <CustomIconFeatures variant={demo.variant} columns={demo.columns} items={demo.items} />
          </Section>
        ),
      }))}
    />
  );
}
