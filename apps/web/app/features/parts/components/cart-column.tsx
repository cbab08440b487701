import { CartEmail } from './cart-email.tsx';
import { CartView } from './cart-view.tsx';

/** The cart in the page and the e-mail box beside it (loaded with the cart section, on demand). */
export function CartColumn() {
  return (
    <>
      <div className="bg-surface rounded-card mt-4 p-5 shadow-sm">
        <CartView />
      </div>
      <CartEmail />
    </>
  );
}
