import { emailField, messages } from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { shippingMethods, shopCountries, type ShippingMethodId } from '~/content/shop.ts';

export const checkoutMessages = {
  postcode: 'Enter a valid postcode.',
  phone: 'Enter a valid phone number.',
  country: 'Choose a country.',
  terms: 'Please accept the terms to place the order.',
} as const;

const required = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max);
const methodIds = shippingMethods.map((m) => m.id) as [ShippingMethodId, ...ShippingMethodId[]];

/** The demo checkout (client side only: nothing is sent). */
export const checkoutSchema = z.object({
  firstName: required(80),
  lastName: required(80),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || /^\+?[\d\s().-]{6,}$/.test(v), checkoutMessages.phone),
  address: required(200),
  city: required(100),
  postcode: required(12).refine((v) => /^[a-z0-9][a-z0-9 -]{1,10}$/i.test(v), {
    message: checkoutMessages.postcode,
  }),
  country: z.string().refine((v) => shopCountries.includes(v), checkoutMessages.country),
  shipping: z.enum(methodIds),
  notes: z.string().max(1000),
  terms: z.boolean().refine((v) => v, checkoutMessages.terms),
});
export type CheckoutValues = z.infer<typeof checkoutSchema>;

/** The form's resolver (zod). */
export const checkoutResolver = zodResolver(checkoutSchema);
