import { useShopText } from '~/features/shop/use-shop-text.ts';
import { useEffect, useRef, useState } from 'react';
import { shippingMethods } from '~/content/shop.ts';
import { cartStore } from '~/features/shop/cart-store.ts';
import { cartTotals, type CartTotals } from '~/features/shop/cart-totals.ts';
import { useCart } from '~/features/shop/use-cart.ts';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Section } from '~/components/ui/section.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import type { CheckoutValues } from './checkout-schema.ts';
import { OrderSummary } from './order-summary.tsx';

interface PlacedOrder {
  name: string;
  email: string;
  totals: CartTotals;
}

function OrderLines({ totals }: { totals: CartTotals }) {
  const { price } = useShopText();
  return (
    <ul className="border-line mt-4 flex flex-col gap-2 border-b pb-4 text-sm" data-order-lines>
      {totals.lines.map((line) => (
        <li key={line.key} className="flex justify-between gap-4">
          <span>
            {line.product.name} × {line.quantity}
          </span>
          <span className="font-semibold">{price(line.lineTotal)}</span>
        </li>
      ))}
    </ul>
  );
}

const shippingLabel = (method: CheckoutValues['shipping']) =>
  shippingMethods.find((m) => m.id === method)?.label;

/** The checkout: form and order summary; on submit a demo confirmation (nothing is sent) and an empty cart. */
export function CheckoutView() {
  const cart = useCart();
  const text = useShopText();
  const [placed, setPlaced] = useState<PlacedOrder>();
  const confirmation = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (placed) confirmation.current?.focus();
  }, [placed]);

  const place = (values: CheckoutValues) => {
    const totals = cartTotals(cartStore.getSnapshot(), values.shipping);
    setPlaced({ name: values.firstName, email: values.email, totals });
    cartStore.clear();
  };

  let body;
  if (placed)
    body = (
      <div className="mx-auto max-w-2xl" data-order-confirmation>
        <Icon name="check" size={48} className="text-brand" />
        <h2 ref={confirmation} tabIndex={-1} className="mt-4 text-3xl font-bold outline-none">
          {text.checkout.thanks(placed.name)}
        </h2>
        <p className="mt-4 text-lg">{text.checkout.demoNote(placed.email)}</p>
        <OrderSummary
          totals={placed.totals}
          title={text.checkout.demoSummary}
          lines={<OrderLines totals={placed.totals} />}
        />
        <ButtonLink to="/shop/shop-wide" className="mt-8">
          {text.checkout.backToShop}
        </ButtonLink>
      </div>
    );
  else if (cart.lines.length === 0)
    body = (
      <div className="mx-auto max-w-xl text-center" data-empty-cart>
        <h2 className="text-2xl font-bold">{text.cart.empty}</h2>
        <p className="text-muted mt-3">{text.checkout.emptyText}</p>
        <ButtonLink to="/shop/shop-wide" className="mt-8">
          {text.cart.continueShopping}
        </ButtonLink>
      </div>
    );
  else
    body = (
      <CheckoutForm
        onPlace={place}
        summary={(method) => {
          const totals = cartTotals(cart, method);
          return (
            <OrderSummary
              totals={totals}
              title={text.checkout.yourOrder}
              shippingLabel={shippingLabel(method)}
              lines={<OrderLines totals={totals} />}
            />
          );
        }}
      />
    );

  return (
    <Section name="checkout" label={text.checkout.label} spacing="none" className="py-16 md:py-24">
      {body}
    </Section>
  );
}
