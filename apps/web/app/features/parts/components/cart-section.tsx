import { memo, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { lazyChunk } from '~/shell/hydration.tsx';
import { useLocation } from 'react-router';
import { Container } from '~/components/ui/container.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { usePartsSelector } from '~/features/parts/state/store.ts';
import { usePartsText } from '~/i18n/i18n-context.tsx';

// The cart view, its e-mail box and the inquiry form (react-hook-form, zod, the address selects) are
// not part of the page's first load: they load when wanted (see useCartWanted), so the catalogue is
// interactive sooner. The section's headings are in the prerendered HTML.
const CartColumn = lazyChunk(() => import('./cart-column.tsx').then((module) => module.CartColumn));
const InquiryForm = lazyChunk(() =>
  import('./inquiry-form.tsx').then((module) => module.InquiryForm),
);

/** How far below the viewport the section starts loading, so it is ready when scrolled to. */
const nearMargin = '200px 0px';

/**
 * True once the cart section is wanted: the cart has lines or failed to load, the visitor scrolls near
 * the section or asks for it (`#cart`, the header badge). It stays true, so the inquiry confirmation
 * survives the cart being cleared.
 */
export function useCartWanted(ref: RefObject<HTMLElement | null>): boolean {
  const needed = usePartsSelector(
    (state) => state.catalogue.partsCart.length > 0 || state.catalogue.cartLoad === 'failed',
  );
  const hydrated = useHydrated();
  const { hash } = useLocation();
  // Until the models are listed the page is short and the section near the top: wait for the layout.
  const settled = usePartsSelector((state) => {
    const status = state.catalogue.status.models;
    return status === 'succeeded' || status === 'failed';
  });
  const [asked, setAsked] = useState(false);
  const wanted =
    asked ||
    needed ||
    (hydrated && (hash === '#cart' || typeof IntersectionObserver === 'undefined'));
  if (wanted && !asked) setAsked(true);

  useEffect(() => {
    const element = ref.current;
    if (asked || !settled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setAsked(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    const onHash = () => {
      if (window.location.hash === '#cart') setAsked(true);
    };
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [asked, settled, ref]);

  return wanted;
}

function Placeholder({ text }: { text: string }) {
  return (
    <p role="status" className="text-muted">
      {text}
    </p>
  );
}

/** The cart in the page, and the inquiry form that sends it to the parts desk. */
export const CartSection = memo(function CartSection({ model }: { model: string | null }) {
  const ref = useRef<HTMLElement>(null);
  const wanted = useCartWanted(ref);
  const text = usePartsText();
  const modelName = usePartsSelector((state) =>
    model ? (state.catalogue.modelInfo[model]?.name ?? model) : '',
  );
  const cartPlaceholder = (
    <div className="bg-surface rounded-card mt-4 p-5 shadow-sm">
      <Placeholder text={text.loading.cart} />
    </div>
  );
  const formPlaceholder = <Placeholder text={text.loading.inquiryForm} />;

  return (
    <section
      ref={ref}
      id="cart"
      aria-labelledby="cart-heading"
      className="bg-surface-alt mt-16 py-16"
    >
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <h2 id="cart-heading" tabIndex={-1} className="text-2xl font-bold outline-none">
            {text.cart.heading}
          </h2>
          {wanted ? (
            <Suspense fallback={cartPlaceholder}>
              <CartColumn />
            </Suspense>
          ) : (
            cartPlaceholder
          )}
        </div>
        <div>
          <h2 className="text-2xl font-bold">{text.inquiry.heading}</h2>
          <p className="text-muted mt-2 mb-6">{text.inquiry.intro}</p>
          <div className="bg-surface rounded-card p-5 shadow-sm">
            {wanted ? (
              <Suspense fallback={formPlaceholder}>
                <InquiryForm aircraft={modelName} />
              </Suspense>
            ) : (
              formPlaceholder
            )}
          </div>
        </div>
      </Container>
    </section>
  );
});
