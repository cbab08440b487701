import { ElementPage } from '~/components/layout/element-page.tsx';
import { ParallaxBanner } from '~/components/sections/parallax/parallax-banner.tsx';
import { parallaxDemos } from '~/content/elements/parallax.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function ParallaxScrollingPage() {
  return (
    <ElementPage
      demos={parallaxDemos.map((demo) => ({
        label: demo.label,
        node: (
          <div className="pt-6">
            <ParallaxBanner
              as="h3"
              data={demo.data}
              mode={demo.mode}
              look={demo.look}
              speed={demo.speed}
              label={demo.label}
            />
          </div>
        ),
      }))}
    />
  );
}
