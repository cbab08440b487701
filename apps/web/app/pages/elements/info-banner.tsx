import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { infoBannerDemos } from '~/content/elements/info-banner.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function InfoBannerPage() {
  return (
    <ElementPage
      demos={infoBannerDemos.map((demo) => ({
        label: demo.label,
        node: (
          <InfoBanner
            as="h3"
            variant={demo.variant}
            data={demo.data}
            tone={demo.tone}
            spacing="sm"
            label={`${demo.label} banner`}
          />
        ),
      }))}
    />
  );
}
