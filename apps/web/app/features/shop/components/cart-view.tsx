import { useShopText } from '~/features/shop/use-shop-text.ts';
import { Link } from 'react-router';
import { colourLabels, type ShopColour } from '~/content/shop.ts';
import { cartStore } from '~/features/shop/cart-store.ts';
import { cartTotals } from '~/features/shop/cart-totals.ts';
import { useCart } from '~/features/shop/use-cart.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Section } from '~/components/ui/section.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { QuantityStepper } from '~/components/sections/shop/quantity-stepper.tsx';
import { CouponForm } from './coupon-form.tsx';
import { OrderSummary } from './order-summary.tsx';
import { productHref } from './product-link.ts';

const optionText = (colour: string, size?: string) =>
  [colourLabels[colour as ShopColour], size].filter(Boolean).join(', ');

/** The shopping cart: lines with quantity and remove, a coupon field, totals; or the empty state. */
export function CartView() {
  const cart = useCart();
  const totals = cartTotals(cart);
  const text = useShopText();
  return (
    <Section name="cart" label={text.cart.label} spacing="none" className="py-16 md:py-24">
      {totals.lines.length === 0 ? (
        <div className="mx-auto max-w-xl text-center" data-empty-cart>
          <Icon name="cart" size={48} className="text-muted mx-auto" />
          <h2 className="mt-6 text-2xl font-bold">{text.cart.empty}</h2>
          <p className="text-muted mt-3">{text.cart.emptyText}</p>
          <ButtonLink to="/shop/shop-wide" className="mt-8">
            {text.cart.continueShopping}
          </ButtonLink>
        </div>
      ) : (
        <div className="grid gap-12 lg:grid-cols-[1fr_22rem]">
          <div>
            <h2 className="sr-only">{text.cart.items}</h2>
            <ul className="divide-line border-line divide-y border-y" data-cart-lines>
              {totals.lines.map((line) => (
                <li
                  key={line.key}
                  className="grid grid-cols-[5rem_1fr] gap-4 py-6 sm:grid-cols-[6rem_1fr_auto]"
                  data-cart-line={line.productId}
                >
                  {line.product.images[0] && (
                    <ArtImage
                      {...line.product.images[0]}
                      alt=""
                      className="bg-surface-alt aspect-square w-full rounded-md object-cover"
                      loading="lazy"
                    />
                  )}
                  <div className="flex flex-col gap-1">
                    <h3 className="font-semibold">
                      <Link to={productHref(line.productId)} className="hover:text-brand">
                        {line.product.name}
                      </Link>
                    </h3>
                    {optionText(line.colour, line.size) && (
                      <p className="text-muted text-sm">{optionText(line.colour, line.size)}</p>
                    )}
                    <p className="text-sm">{text.each(text.price(line.unitPrice))}</p>
                    <div className="mt-2 flex flex-wrap items-center gap-4">
                      <QuantityStepper
                        id={`qty-${line.key.replace(/[^a-z0-9-]/gi, '-')}`}
                        label={text.cart.quantityOf(line.product.name)}
                        value={line.quantity}
                        onChange={(quantity) => cartStore.setQuantity(line.key, quantity)}
                      />
                      <button
                        type="button"
                        onClick={() => cartStore.remove(line.key)}
                        className="text-muted hover:text-ink inline-flex items-center gap-1 text-sm underline"
                      >
                        <Icon name="trash" size={16} />
                        {text.cart.remove}
                        <span className="sr-only">{text.cart.removeWhat(line.product.name)}</span>
                      </button>
                    </div>
                  </div>
                  <p
                    className="col-start-2 font-semibold sm:col-start-3 sm:text-end"
                    data-line-total
                  >
                    {text.price(line.lineTotal)}
                  </p>
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <CouponForm applied={totals.coupon?.code} />
            </div>
          </div>
          <OrderSummary totals={totals} shippingLabel={text.cart.standardShipping}>
            <p className="text-muted mt-2 text-sm">{text.cart.freeOver}</p>
            <ButtonLink to="/shop/checkout" className="mt-6 w-full">
              {text.cart.checkout}
            </ButtonLink>
          </OrderSummary>
        </div>
      )}
    </Section>
  );
}
