import { lazyPart } from '~/shell/hydration.tsx';

export type { SubscribeFormProps, SubscribeFormVariant } from './subscribe-form-view.tsx';

// The form's code (react-hook-form, zod) is a chunk of its own: prerendered with the page, loaded and
// hydrated as the page boots (not in its first-load JS). What a visitor does on the form before then is kept
// and played on the live form (shell/early-events.ts).

/**
 * The newsletter form: validates with the spec's messages (react-hook-form + zod) and posts {email} to
 * /api/send.
 */
export const SubscribeForm = lazyPart(() =>
  import('./subscribe-form-live.tsx').then((m) => m.LiveSubscribeForm),
);
