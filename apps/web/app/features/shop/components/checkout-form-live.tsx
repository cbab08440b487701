import { useId, type ReactNode } from 'react';
import { shippingMethods, shopCopy, shopCountries } from '~/content/shop.ts';
import { FieldError } from '~/components/forms/field-error.tsx';
import type { FormBinding } from '~/components/forms/form-binding.ts';
import { Button } from '~/components/ui/button.tsx';
import { useShopText } from '~/features/shop/use-shop-text.ts';
import type { CheckoutValues } from './checkout-schema.ts';
import { useCheckoutForm } from './checkout-form-logic.tsx';
import { FormField, inputClasses, invalidProps } from './form-field.tsx';

/** The checkout form's state as its markup reads it. */
export interface CheckoutBinding extends FormBinding<keyof CheckoutValues> {
  /** The chosen shipping method. */
  method: CheckoutValues['shipping'];
}

export type PlaceProps = { onPlace: (values: CheckoutValues) => void };
export type CheckoutFormProps = PlaceProps & {
  summary: (method: CheckoutValues['shipping']) => ReactNode;
};
type TextName = 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'postcode';
const textFields: {
  name: TextName;
  label: string;
  autoComplete: string;
  type?: string;
  wide?: boolean;
}[] = [
  { name: 'firstName', label: 'First name *', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name *', autoComplete: 'family-name' },
  { name: 'email', label: 'Email address *', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'address', label: 'Street address *', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'Town / city *', autoComplete: 'address-level2' },
  { name: 'postcode', label: 'Postcode / ZIP *', autoComplete: 'postal-code' },
];

/** Billing details, shipping method, notes and terms; `summary` renders the order for the chosen method. */
export function LiveCheckoutForm({ onPlace, summary }: CheckoutFormProps) {
  const id = useId();
  const fieldId = (name: keyof CheckoutValues) => `${id}-${name}`;
  const { field: control, errorOf, submit, method } = useCheckoutForm(onPlace);
  const text = useShopText();
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Checkout"
      className="grid gap-12 lg:grid-cols-[1fr_24rem]"
      data-checkout-form
    >
      <div className="flex flex-col gap-10">
        <div>
          <h2 className="mb-6 text-2xl font-bold">Billing details</h2>
          <div className="grid gap-5 sm:grid-cols-2">
            {textFields.map((field) => (
              <FormField
                key={field.name}
                id={fieldId(field.name)}
                label={field.label}
                error={errorOf(field.name)}
                className={field.wide ? 'sm:col-span-2' : undefined}
              >
                <input
                  id={fieldId(field.name)}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  className={inputClasses}
                  {...invalidProps(fieldId(field.name), errorOf(field.name))}
                  {...control(field.name)}
                />
              </FormField>
            ))}
            <FormField id={fieldId('country')} label="Country *" error={errorOf('country')}>
              <select
                id={fieldId('country')}
                autoComplete="country-name"
                className={inputClasses}
                {...invalidProps(fieldId('country'), errorOf('country'))}
                {...control('country')}
              >
                <option value="">Choose a country</option>
                {shopCountries.map((country) => (
                  <option key={country}>{country}</option>
                ))}
              </select>
            </FormField>
          </div>
        </div>
        <fieldset>
          <legend className="mb-4 text-xl font-bold">Shipping method</legend>
          <div className="flex flex-col gap-3">
            {shippingMethods.map((m) => (
              <label
                key={m.id}
                className="border-line has-checked:border-brand flex cursor-pointer items-start gap-3 rounded-md border p-4"
              >
                <input
                  type="radio"
                  value={m.id}
                  className="accent-brand mt-1"
                  // The start method is checked in the first paint too, as the summary assumes.
                  {...control('shipping', { radioValue: m.id })}
                />
                <span className="flex-1">
                  <span className="block font-semibold">{m.label}</span>
                  <span className="text-muted text-sm">{m.note}</span>
                </span>
                <span className="font-semibold">
                  {m.price === 0 ? text.free : text.price(m.price)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <FormField id={fieldId('notes')} label="Order notes (optional)">
          <textarea id={fieldId('notes')} rows={4} className={inputClasses} {...control('notes')} />
        </FormField>
      </div>
      <div className="flex flex-col gap-6">
        {summary(method)}
        <div>
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="accent-brand mt-1 size-4"
              {...invalidProps(fieldId('terms'), errorOf('terms'))}
              {...control('terms')}
            />
            <span>I accept the terms of this demo store. *</span>
          </label>
          <FieldError id={`${fieldId('terms')}-error`} message={errorOf('terms')} />
        </div>
        <p className="text-muted text-sm">{shopCopy.demoNote}</p>
        <Button type="submit" size="lg" className="w-full">
          Place demo order
        </Button>
      </div>
    </form>
  );
}
