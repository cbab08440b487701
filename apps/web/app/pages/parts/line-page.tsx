import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { aircraftLines } from '~/content/parts/aircraft-lines.ts';
import { PartsCartBadge } from '~/features/parts/components/parts-cart-badge.tsx';
import { CatalogueCallToAction, GenuineParts } from '~/features/parts/landing/genuine-parts.tsx';
import { LineHero } from '~/features/parts/landing/line-hero.tsx';
import { LineModels } from '~/features/parts/landing/line-models.tsx';
import { PartsStoreProvider } from '~/features/parts/parts-store-provider.tsx';
import { setCatalog } from '~/features/parts/state/catalogue-slice.ts';
import { isCatalogueLine } from '~/features/parts/state/lines.ts';
import { usePartsDispatch } from '~/features/parts/state/store.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

/** A visit to a line page makes it the catalogue's line (spec §4 setCatalog). */
function SetCatalogOnVisit({ line }: { line: string }) {
  const dispatch = usePartsDispatch();
  useEffect(() => {
    void dispatch(setCatalog(line));
  }, [dispatch, line]);
  return null;
}

/** /husky, /pitts, /eagle: one module, the line read from the path. */
export default function LinePage() {
  const { pathname } = useLocation();
  const line = pathname.replace(/^\/|\/$/g, '').toLowerCase();
  const content = aircraftLines[isCatalogueLine(line) ? line : 'husky'];
  const catalogueHref = `/parts?line=${content.line}`;
  return (
    <PartsStoreProvider>
      <SetCatalogOnVisit line={content.line} />
      <PageLayout theme="aviation" header={{ actions: <PartsCartBadge /> }} deferOffscreen>
        <LineHero content={content} catalogueHref={catalogueHref} />
        <LineModels content={content} />
        <GenuineParts content={content} />
        <CatalogueCallToAction content={content} catalogueHref={catalogueHref} />
      </PageLayout>
    </PartsStoreProvider>
  );
}
