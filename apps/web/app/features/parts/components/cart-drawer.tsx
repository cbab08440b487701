import { memo, Suspense } from 'react';
import { lazyChunk } from '~/shell/hydration.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { Modal, ModalTrigger } from '~/components/ui/modal.tsx';
import { useShell } from '~/shell/shell-context.tsx';
import { usePartsSelector } from '~/features/parts/state/store.ts';

// The drawer's content loads when it is first opened, not with the page.
const CartView = lazyChunk(() => import('./cart-view.tsx').then((module) => module.CartView));

export const cartDrawerId = 'parts-cart';

/** Opens the cart drawer; shows the number of lines. */
export const CartDrawerTrigger = memo(function CartDrawerTrigger() {
  const count = usePartsSelector((state) => state.catalogue.partsCart.length);
  return (
    <ModalTrigger
      modalId={cartDrawerId}
      className="border-line hover:border-brand inline-flex items-center gap-2 rounded-md border px-4 py-3 text-sm font-semibold"
    >
      <Icon name="cart" size={18} /> Cart
      <span
        className="bg-brand text-on-brand rounded-full px-2 text-xs leading-5"
        data-testid="cart-count"
      >
        {count}
      </span>
    </ModalTrigger>
  );
});

/** The cart as a side drawer, with a way on to the full cart and inquiry form. */
export const CartDrawer = memo(function CartDrawer() {
  const { closeModal } = useShell();
  return (
    <Modal id={cartDrawerId} title="Parts cart" size="side">
      <Suspense
        fallback={
          <p role="status" className="text-muted">
            Loading your cart…
          </p>
        }
      >
        <CartView compact />
      </Suspense>
      <Button
        className="mt-6 w-full"
        onClick={() => {
          closeModal();
          const target = document.getElementById('cart-heading');
          target?.scrollIntoView({ block: 'start' });
          target?.focus({ preventScroll: true });
        }}
      >
        Review and send inquiry
      </Button>
    </Modal>
  );
});
