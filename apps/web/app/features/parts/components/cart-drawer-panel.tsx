import { Button } from '~/components/ui/button.tsx';
import { Modal } from '~/components/ui/modal.tsx';
import { useShell } from '~/shell/shell-context.tsx';
import { CartView } from './cart-view.tsx';

/** The cart as a side drawer, with a way on to the full cart and inquiry form. */
export function CartDrawerPanel({ id }: { id: string }) {
  const { closeModal } = useShell();
  return (
    <Modal id={id} title="Parts cart" size="side">
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
        Review and send inquiry
      </Button>
    </Modal>
  );
}
