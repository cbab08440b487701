import { lazyPart } from '~/shell/hydration.tsx';

// The forms' code (react-hook-form, zod) is a chunk of its own: prerendered with the page, loaded and
// hydrated as the page boots (not in its first-load JS). What a visitor does on a form before then is kept
// and played on the live form (shell/early-events.ts).

/** Log in and register side by side: validated in the browser; demo forms that keep no accounts. */
export const AccountForms = lazyPart(() =>
  import('./account-forms-live.tsx').then((m) => m.LiveAccountForms),
);
