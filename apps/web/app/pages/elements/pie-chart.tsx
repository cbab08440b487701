import { ElementPage } from '~/components/layout/element-page.tsx';
import { PieCharts } from '~/components/sections/pie-chart/pie-chart.tsx';
import { Section } from '~/components/ui/section.tsx';
import { pieChartDemos } from '~/content/elements/pie-charts.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function PieChartPage() {
  return (
    <ElementPage
      demos={pieChartDemos.map((demo) => ({
        label: demo.label,
        node: (
          <Section spacing="sm">
            <PieCharts items={demo.items} variant={demo.variant} />
          </Section>
        ),
      }))}
    />
  );
}
