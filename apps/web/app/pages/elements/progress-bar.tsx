import { ElementPage } from '~/components/layout/element-page.tsx';
import { ProgressBars } from '~/components/sections/progress-bar/progress-bar.tsx';
import { Section } from '~/components/ui/section.tsx';
import { progressDemos } from '~/content/elements/progress-bars.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function ProgressBarPage() {
  return (
    <ElementPage
      demos={progressDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm" width="narrow">
            <ProgressBars items={demo.items} variant={demo.variant} />
          </Section>
        ),
      }))}
    />
  );
}
