import { useForm, useWatch } from 'react-hook-form';
import { shownErrors } from '~/components/forms/form-field.tsx';
import type { CheckoutBinding } from './checkout-form-live.tsx';
import { checkoutResolver, type CheckoutValues } from './checkout-schema.ts';
import { emptyCheckout } from './checkout-values.ts';

/** The checkout form's state (react-hook-form, zod), as its markup reads it. */
export function useCheckoutForm(onPlace: (values: CheckoutValues) => void): CheckoutBinding {
  const { register, handleSubmit, control, formState } = useForm<CheckoutValues>({
    resolver: checkoutResolver,
    mode: 'onTouched',
    defaultValues: emptyCheckout,
  });
  const method = useWatch({ control, name: 'shipping' });
  return {
    field: (name, options) => ({
      ...register(name),
      // The start method is checked in the prerendered page too (react-hook-form checks it on hydration).
      ...(options?.radioValue !== undefined && {
        defaultChecked: emptyCheckout[name] === options.radioValue,
      }),
    }),
    errorOf: shownErrors(formState),
    busy: formState.isSubmitting,
    submit: handleSubmit(onPlace),
    method,
  };
}
