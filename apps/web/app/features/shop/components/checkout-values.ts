import type { CheckoutValues } from './checkout-schema.ts';

/** The checkout form's start values (zod-free, so the form's first load carries no schema). */
export const emptyCheckout: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postcode: '',
  country: '',
  shipping: 'standard',
  notes: '',
  terms: false,
};
