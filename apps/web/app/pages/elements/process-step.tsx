import type { ElementDemo } from '~/components/layout/element-page.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { elementSteps, processHeading } from '~/content/elements-startup.ts';
import { startupProcess } from '~/content/startup.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const demos: ElementDemo[] = [
  { label: 'Numbered circles', node: <ProcessSteps variant="numbered" steps={startupProcess} /> },
  {
    label: 'Connected row',
    node: <ProcessSteps variant="connected" tone="alt" steps={startupProcess} />,
  },
  {
    label: 'Cards',
    node: <ProcessSteps variant="cards" heading={processHeading} steps={startupProcess} />,
  },
  {
    label: 'Timeline',
    node: <ProcessSteps variant="timeline" tone="alt" width="narrow" steps={elementSteps} />,
  },
];

export default function ProcessStepPage() {
  return <ElementPage demos={demos} />;
}
