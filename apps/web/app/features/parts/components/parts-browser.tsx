import { memo, Suspense, useCallback, useRef } from 'react';
import { Container } from '~/components/ui/container.tsx';
import { usePartsSelector } from '~/features/parts/state/store.ts';
import { CartDrawer, CartDrawerTrigger } from './cart-drawer.tsx';
import { CatalogueNav } from './catalogue-nav.tsx';
import { PartsPanel, usePreloadPanel } from './lazy-parts-panel.tsx';
import { LoadingLine } from './load-state.tsx';
import { SearchBox } from './search-box.tsx';
import { useCatalogueSync } from './use-catalogue-sync.ts';
import { useCatalogueUrl } from './use-catalogue-url.ts';
import { lazyPart } from '~/shell/hydration.tsx';
import { usePartsText } from '~/i18n/i18n-context.tsx';
import type { PartsLoadWhat } from '~/i18n/messages.parts.ts';

// The cart and inquiry section, below the catalogue, is a chunk of its own: prerendered with the page and
// hydrated once its chunk is in (`lazyPart`), so the catalogue's code is all the first screen waits for.
const CartSection = lazyPart(() => import('./cart-section.tsx').then((m) => m.CartSection));

/**
 * The cart section, memoised: the browser re-renders as the page hydrates, and new props
 * reaching a part that has not hydrated yet would make React drop its prerendered HTML and render it anew.
 */
const LazyCartSection = memo(function LazyCartSection({ model }: { model: string | null }) {
  return <CartSection model={model} />;
});

/** The page's heading and intro: static, painted from the prerendered HTML (the page's LCP). */
const Hero = memo(function Hero() {
  const { hero } = usePartsText();
  return (
    <div className="bg-inverse text-white">
      <Container className="py-12 md:py-16">
        <p className="text-sm font-semibold tracking-[0.2em] text-sky-300 uppercase">
          {hero.kicker}
        </p>
        <h1 className="mt-3 text-4xl font-bold sm:text-5xl">{hero.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/85">{hero.intro}</p>
      </Container>
    </div>
  );
});

/**
 * The catalogue browser: search, line → model → assembly → parts, the cart and the inquiry. Its
 * sections are memoised, so a URL change re-renders only those whose part of the state changed.
 */
export function PartsBrowser() {
  const url = useCatalogueUrl();
  const { q, search, cancel } = useCatalogueSync(url);
  const fallbackLine = usePartsSelector((state) => state.catalogue.initialCatalog);
  const modelLine = usePartsSelector((state) =>
    url.model ? state.catalogue.modelInfo[url.model]?.line : undefined,
  );
  // A model the catalogue does not know (a bad deep link) lists no parts: the nav says it was not found.
  const modelUnknown = usePartsSelector(
    (state) =>
      url.model !== null &&
      state.catalogue.status.models === 'succeeded' &&
      !state.catalogue.modelInfo[url.model],
  );
  const line = url.line ?? modelLine ?? fallbackLine;
  const searching = q.trim() !== '';
  const listing = url.model !== null && url.assembly !== null && !modelUnknown;
  usePreloadPanel(searching || listing);
  const searchInput = useRef<HTMLInputElement>(null);
  // The results sit right under the box; ArrowDown moves into them, ArrowUp / Escape come back.
  const toResults = useCallback(() => {
    const first = document.querySelector<HTMLElement>('#parts-results [data-result-nav]');
    first?.focus();
    return first !== null;
  }, []);
  const toSearch = useCallback(() => searchInput.current?.focus(), []);

  const panel = (what: PartsLoadWhat) => (
    <Suspense
      fallback={
        <div className="mt-12">
          <LoadingLine what={what} />
        </div>
      }
    >
      <PartsPanel
        model={url.model}
        assembly={url.assembly}
        item={url.item}
        q={q}
        onExitResults={toSearch}
      />
    </Suspense>
  );

  return (
    <>
      <Hero />
      <Container className="py-10">
        <div className="mb-10 flex flex-wrap items-end gap-4">
          <div className="min-w-64 flex-1">
            <SearchBox
              value={q}
              onSearch={search}
              onEdit={cancel}
              onArrowDown={toResults}
              inputRef={searchInput}
            />
          </div>
          <CartDrawerTrigger />
        </div>
        {/* A search's results come right under the box, where the visitor is looking (issue 42 §4);
            clearing the search puts the browsing back in their place. */}
        {searching && <div className="-mt-6 mb-12">{panel('searchResults')}</div>}
        <CatalogueNav
          line={line}
          lineAsked={url.lineAsked}
          model={url.model}
          assembly={url.assembly}
        />
        {!searching && listing && panel('parts')}
      </Container>
      <LazyCartSection model={url.model} />
      <CartDrawer />
    </>
  );
}
