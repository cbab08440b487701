import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { aircraftLines } from '~/content/parts/aircraft-lines.ts';
import { CatalogueCallToAction, GenuineParts } from '~/features/parts/landing/genuine-parts.tsx';
import { LineHero } from '~/features/parts/landing/line-hero.tsx';
import { LineModels } from '~/features/parts/landing/line-models.tsx';
import { isCatalogueLine } from '~/features/parts/state/lines.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

/** The header's cart badge with the parts store (Redux) it reads: a part of its own, after the page. */
const LineCartBadge = lazyPart(() =>
  import('~/features/parts/components/line-cart-badge.tsx').then((m) => m.LineCartBadge),
);

/** /husky, /pitts, /eagle: one module, the line read from the path. */
export default function LinePage() {
  const { pathname } = useLocation();
  const line = pathname.replace(/^\/|\/$/g, '').toLowerCase();
  const content = aircraftLines[isCatalogueLine(line) ? line : 'husky'];
  const catalogueHref = `/parts?line=${content.line}`;
  return (
    <PageLayout
      theme="aviation"
      header={{ actions: <LineCartBadge line={content.line} /> }}
      deferOffscreen
    >
      <LineHero content={content} catalogueHref={catalogueHref} />
      <LineModels content={content} />
      <GenuineParts content={content} />
      <CatalogueCallToAction content={content} catalogueHref={catalogueHref} />
    </PageLayout>
  );
}
