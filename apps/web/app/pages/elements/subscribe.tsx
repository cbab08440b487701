import type { ElementDemo } from '~/components/layout/element-page.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import {
  SubscribeSection,
  type SubscribeSectionVariant,
} from '~/components/sections/subscribe/subscribe-section.tsx';
import { subscribeImage, subscribeSamples, subscribeTitles } from '~/content/elements-startup.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const styles: ReadonlyArray<[SubscribeSectionVariant, string]> = [
  ['centered', 'Centered pill'],
  ['split', 'Split inline'],
  ['image', 'With picture'],
  ['dark', 'Dark underline'],
  ['boxed', 'Boxed brand'],
  ['minimal', 'Minimal row'],
];

const demos: ElementDemo[] = styles.map(([variant, label], index) => ({
  label,
  node: (
    <SubscribeSection
      variant={variant}
      data={{ ...subscribeSamples, title: subscribeTitles[index] ?? label, image: subscribeImage }}
    />
  ),
}));

export default function SubscribePage() {
  return <ElementPage demos={demos} />;
}
