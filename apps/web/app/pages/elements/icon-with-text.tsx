import type { ElementDemo } from '~/components/layout/element-page.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { featureItems, iconHeading } from '~/content/elements-startup.ts';
import { startupHighlights } from '~/content/startup.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const three = featureItems.slice(0, 3);

const demos: ElementDemo[] = [
  {
    label: 'Band',
    node: <IconWithText variant="band" items={startupHighlights} itemHeading="h3" />,
  },
  {
    label: 'Cards',
    node: <IconWithText variant="cards" tone="alt" items={three} heading={iconHeading} />,
  },
  {
    label: 'Boxed',
    node: <IconWithText variant="boxed" columns={4} items={featureItems} itemHeading="h3" />,
  },
  { label: 'Centered', node: <IconWithText variant="centered" items={three} itemHeading="h3" /> },
  {
    label: 'Circle icon',
    node: <IconWithText variant="circle" tone="alt" items={three} itemHeading="h3" />,
  },
  {
    label: 'Square icon',
    node: <IconWithText variant="square" columns={2} items={featureItems} itemHeading="h3" />,
  },
  {
    label: 'Numbered',
    node: <IconWithText variant="numbered" columns={4} items={featureItems} itemHeading="h3" />,
  },
  { label: 'Dark', node: <IconWithText variant="dark" items={three} itemHeading="h3" /> },
  {
    label: 'Hover fill',
    node: <IconWithText variant="hover-fill" columns={4} items={featureItems} itemHeading="h3" />,
  },
  {
    label: 'Minimal',
    node: <IconWithText variant="minimal" columns={4} items={featureItems} itemHeading="h3" />,
  },
  {
    label: 'Accent border',
    node: <IconWithText variant="accent-border" tone="alt" items={three} itemHeading="h3" />,
  },
];

export default function IconWithTextPage() {
  return <ElementPage demos={demos} />;
}
