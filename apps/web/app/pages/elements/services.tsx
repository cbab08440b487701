import type { ElementDemo } from '~/components/layout/element-page.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { allServicesAction, designServices, servicesHeading } from '~/content/services.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const three = designServices.slice(0, 3);
const linked = designServices.map((item) => ({
  ...item,
  linkTitle: 'Read more',
  link: '/page/our-services/',
}));

const demos: ElementDemo[] = [
  {
    label: 'Cards with a see-all button',
    node: (
      <Services
        tone="alt"
        heading={servicesHeading}
        items={designServices}
        action={allServicesAction}
      />
    ),
  },
  {
    label: 'Icon left',
    node: <Services variant="icon-left" columns={2} items={linked.slice(0, 4)} />,
  },
  { label: 'Picture cards', node: <Services variant="image" tone="alt" items={three} /> },
  { label: 'Boxed', node: <Services variant="boxed" columns={4} items={linked.slice(0, 4)} /> },
  { label: 'Dark', node: <Services variant="dark" items={linked.slice(3, 6)} /> },
];

export default function ServicesPage() {
  return <ElementPage demos={demos} />;
}
