import { lazy, Suspense } from 'react';
import { Container } from '../../../components/ui/container.tsx';
import { usePartsSelector } from '../state/store.ts';
import { CartEmail } from './cart-email.tsx';
import { CartView } from './cart-view.tsx';

// The form (react-hook-form) is below the fold: its own chunk, so the catalogue is interactive sooner.
const InquiryForm = lazy(() =>
  import('./inquiry-form.tsx').then((module) => ({ default: module.InquiryForm })),
);

/** The cart in the page, and the inquiry form that sends it to the parts desk. */
export function CartSection({ model }: { model: string | null }) {
  const modelName = usePartsSelector((state) =>
    model ? (state.catalogue.modelInfo[model]?.name ?? model) : '',
  );
  return (
    <section id="cart" aria-labelledby="cart-heading" className="bg-surface-alt mt-16 py-16">
      <Container className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <h2 id="cart-heading" tabIndex={-1} className="text-2xl font-bold outline-none">
            Your parts cart
          </h2>
          <div className="bg-surface rounded-card mt-4 p-5 shadow-sm">
            <CartView />
          </div>
          <CartEmail />
        </div>
        <div>
          <h2 className="text-2xl font-bold">Send an inquiry</h2>
          <p className="text-muted mt-2 mb-6">
            The parts desk answers with prices, availability and lead times for every line. No
            payment is taken here.
          </p>
          <div className="bg-surface rounded-card p-5 shadow-sm">
            <Suspense
              fallback={
                <p role="status" className="text-muted">
                  Loading the inquiry form…
                </p>
              }
            >
              <InquiryForm aircraft={modelName} />
            </Suspense>
          </div>
        </div>
      </Container>
    </section>
  );
}
