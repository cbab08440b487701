import { useShopText } from '~/features/shop/use-shop-text.ts';
import { useId, useState, type FormEvent } from 'react';
import { shopCoupons } from '~/content/shop.ts';
import { cartStore } from '~/features/shop/cart-store.ts';
import { checkCoupon } from '~/features/shop/cart-totals.ts';
import { FieldError } from '~/components/forms/field-error.tsx';
import { Button } from '~/components/ui/button.tsx';

/** A coupon code field: an unknown or empty code gets a message under the field; a known one applies. */
export function CouponForm({ applied }: { applied?: string }) {
  const id = useId();
  const { coupon: words } = useShopText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const sample = shopCoupons[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkCoupon(code);
    if (!result.ok)
      return setError(result.reason === 'empty' ? words.empty : words.unknown(result.code));
    setError(undefined);
    setCode('');
    cartStore.setCoupon(result.coupon.code);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={words.form}
      className="max-w-md"
      data-coupon-form
    >
      <label htmlFor={`${id}-code`} className="mb-2 block font-semibold">
        {words.label}
      </label>
      <div className="flex gap-3">
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : applied ? undefined : `${id}-hint`}
          className="border-line bg-card min-w-0 flex-1 rounded-md border px-3 py-2 uppercase"
        />
        <Button type="submit" variant="dark">
          {words.apply}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      {applied ? (
        <p className="mt-2 text-sm font-medium text-green-800" role="status">
          {words.applied(applied)}{' '}
          <button
            type="button"
            className="underline"
            onClick={() => cartStore.setCoupon(undefined)}
          >
            {words.remove}
          </button>
        </p>
      ) : (
        sample && (
          <p id={`${id}-hint`} className="text-muted mt-2 text-sm">
            {words.hint(sample.code, sample.label)}
          </p>
        )
      )}
    </form>
  );
}
