import { lazy, memo, Suspense, useState } from 'react';
import { Icon } from '~/components/ui/icon.tsx';
import { ModalTrigger } from '~/components/ui/modal-trigger.tsx';
import { useShell } from '~/shell/shell-context.tsx';
import { usePartsSelector } from '~/features/parts/state/store.ts';
import { usePartsText } from '~/i18n/i18n-context.tsx';

// The drawer (its dialog and the cart view) loads when it is first opened, not with the page.
const CartDrawerPanel = lazy(() =>
  import('./cart-drawer-panel.tsx').then((module) => ({ default: module.CartDrawerPanel })),
);

export const cartDrawerId = 'parts-cart';

/** Opens the cart drawer; shows the number of lines. */
export const CartDrawerTrigger = memo(function CartDrawerTrigger() {
  const count = usePartsSelector((state) => state.catalogue.partsCart.length);
  const { cart } = usePartsText();
  return (
    <ModalTrigger
      modalId={cartDrawerId}
      className="border-line hover:border-brand inline-flex items-center gap-2 rounded-md border px-4 py-3 text-sm font-semibold"
    >
      <Icon name="cart" size={18} /> {cart.trigger}
      <span
        className="bg-brand text-on-brand rounded-full px-2 text-xs leading-5"
        data-testid="cart-count"
      >
        {count}
      </span>
    </ModalTrigger>
  );
});

/**
 * The cart drawer's place on the page: empty until the drawer is first opened, then the drawer, kept
 * mounted so that closing it returns the focus to its trigger.
 */
export const CartDrawer = memo(function CartDrawer() {
  const { openModalId } = useShell();
  const [opened, setOpened] = useState(false);
  if (openModalId === cartDrawerId && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerPanel id={cartDrawerId} />
    </Suspense>
  );
});
