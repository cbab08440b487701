import { useForm, useWatch } from 'react-hook-form';
import { shownErrors } from '~/components/forms/form-field.tsx';
import { handedValues, liveForm, type HandOver } from '~/components/forms/lazy-form.tsx';
import { lazyResolver } from '~/components/forms/lazy-resolver.ts';
import type { CheckoutBinding } from './checkout-form.tsx';
import type { CheckoutValues } from './checkout-schema.ts';
import { emptyCheckout } from './checkout-values.ts';

// The checkout form's code (react-hook-form): a chunk of its own, loaded on the form's first interaction
// (checkout-form.tsx); zod and the schema are a chunk of their own, loaded alongside.
const resolver = lazyResolver<CheckoutValues>(() =>
  import('./checkout-schema.ts').then((module) => module.checkoutResolver),
);

function useCheckoutForm(
  { onPlace }: { onPlace: (values: CheckoutValues) => void },
  handOver: HandOver,
): CheckoutBinding {
  const { register, handleSubmit, control, formState } = useForm<CheckoutValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: handedValues(emptyCheckout, handOver),
  });
  const method = useWatch({ control, name: 'shipping' });
  return {
    field: (name) => register(name),
    errorOf: shownErrors(formState),
    busy: formState.isSubmitting,
    submit: handleSubmit(onPlace),
    method,
  };
}

/** The loaded checkout form (lazy-form.tsx `liveForm`). */
export const LiveCheckoutForm = liveForm(useCheckoutForm);
