import { ElementPage } from '~/components/layout/element-page.tsx';
import { Section } from '~/components/ui/section.tsx';
import { TextColumns } from '~/components/sections/columns/text-columns.tsx';
import { columnsDemos } from '~/content/elements/columns.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function ColumnsPage() {
  return (
    <ElementPage
      demos={columnsDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <TextColumns variant={demo.variant} items={demo.items} />
          </Section>
        ),
      }))}
    />
  );
}
