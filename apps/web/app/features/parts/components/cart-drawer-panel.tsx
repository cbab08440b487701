import { Button } from '~/components/ui/button.tsx';
import { Modal } from '~/components/ui/modal.tsx';
import { useShell } from '~/shell/shell-context.tsx';
import { CartView } from './cart-view.tsx';
import { usePartsText } from '~/i18n/i18n-context.tsx';

/** The cart as a side drawer, with a way on to the full cart and inquiry form. */
export function CartDrawerPanel({ id }: { id: string }) {
  const { closeModal } = useShell();
  const { cart } = usePartsText();
  return (
    <Modal id={id} title={cart.drawerTitle} size="side">
      <CartView compact />
      <Button
        className="mt-6 w-full"
        onClick={() => {
          closeModal();
          const target = document.getElementById('cart-heading');
          target?.scrollIntoView({ block: 'start' });
          target?.focus({ preventScroll: true });
        }}
      >
        {cart.review}
      </Button>
    </Modal>
  );
}
