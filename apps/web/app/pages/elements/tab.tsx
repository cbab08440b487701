import { ElementPage } from '~/components/layout/element-page.tsx';
import { Tabs } from '~/components/sections/tabs/tabs.tsx';
import { Section } from '~/components/ui/section.tsx';
import { tabsDemos } from '~/content/elements/tabs.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function TabPage() {
  return (
    <ElementPage
      demos={tabsDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <Tabs
              items={demo.items}
              variant={demo.variant}
              label={`${demo.label} tabs: our services`}
            />
          </Section>
        ),
      }))}
    />
  );
}
