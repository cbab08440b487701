import { ElementPage } from '~/components/layout/element-page.tsx';
import { Separator } from '~/components/sections/separators/separator.tsx';
import { Section } from '~/components/ui/section.tsx';
import { separatorDemos } from '~/content/elements/separators.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function SeparatorsPage() {
  return (
    <ElementPage
      demos={separatorDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <Separator variant={demo.variant} icon={demo.icon} label={demo.label} />
          </Section>
        ),
      }))}
    />
  );
}
