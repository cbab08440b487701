import { lazyPart } from '~/shell/hydration.tsx';
export type { CheckoutFormProps } from './checkout-form-live.tsx';

// The form's code (react-hook-form, zod) is a chunk of its own: prerendered with the page, loaded and
// hydrated as the page boots (not in its first-load JS). What a visitor does on the form before then is kept
// and played on the live form (shell/early-events.ts).

/** Billing details, shipping method, notes and terms; `summary` renders the order for the chosen method. */
export const CheckoutForm = lazyPart(() =>
  import('./checkout-form-live.tsx').then((m) => m.LiveCheckoutForm),
);
