import { StyledList } from '~/components/sections/lists/styled-list.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { listDemos } from '~/content/elements/lists.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function ListsPage() {
  return (
    <ElementPage
      demos={listDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm" tone={demo.dark ? 'dark' : 'default'}>
            <StyledList variant={demo.variant} items={demo.items} className="max-w-2xl" />
          </Section>
        ),
      }))}
    />
  );
}
