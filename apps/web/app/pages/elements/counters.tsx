import { Counters } from '~/components/sections/counters/counters.tsx';
import type { ElementDemo } from '~/components/layout/element-page.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { elementCounters } from '~/content/elements-startup.ts';
import { startupStats } from '~/content/startup.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const demos: ElementDemo[] = [
  { label: 'Plain', node: <Counters variant="plain" items={startupStats} /> },
  { label: 'Divided', node: <Counters variant="divided" columns={4} items={elementCounters} /> },
  { label: 'Cards', node: <Counters variant="cards" tone="alt" items={startupStats} /> },
  { label: 'With icons', node: <Counters variant="icon" columns={4} items={elementCounters} /> },
  { label: 'Brand panel', node: <Counters variant="brand" items={startupStats} /> },
];

export default function CountersPage() {
  return <ElementPage demos={demos} />;
}
