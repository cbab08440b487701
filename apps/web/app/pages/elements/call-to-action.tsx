import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { ElementDemo } from '~/components/layout/element-page.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { ctaContact, ctaSubscribe } from '~/content/elements-startup.ts';
import { startupCta } from '~/content/startup.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const demos: ElementDemo[] = [
  {
    label: 'Footer-top newsletter',
    node: <CallToAction id="cta-1" variant="subscribe" data={startupCta} />,
  },
  { label: 'Banner', node: <CallToAction id="cta-2" variant="banner" data={ctaContact} /> },
  {
    label: 'Split with picture',
    node: <CallToAction id="cta-3" variant="split" data={ctaContact} />,
  },
  {
    label: 'Boxed newsletter',
    node: (
      <CallToAction
        id="cta-4"
        variant="boxed"
        data={{
          ...ctaSubscribe,
          action: { kind: 'subscribe', buttonLabel: 'Subscribe', formVariant: 'stacked' },
        }}
      />
    ),
  },
  {
    label: 'Dark with background art',
    node: <CallToAction id="cta-5" variant="dark-art" data={ctaContact} />,
  },
];

export default function CallToActionPage() {
  return <ElementPage demos={demos} />;
}
