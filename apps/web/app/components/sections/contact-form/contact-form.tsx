import { lazyPart } from '~/shell/hydration.tsx';
import type { ContactFormProps } from './contact-form-live.tsx';
import type { ContactFormVariant } from './contact-form-looks.ts';

export type { ContactFormProps, ContactFormVariant };

// The form's code (react-hook-form, zod, its state) is a chunk of its own: prerendered with the page, loaded
// and hydrated as the page boots (not in its first-load JS). What a visitor does on the form before then is
// kept and played on the live form (shell/early-events.ts).

/** Name, e-mail, phone, message and consent; validated with the spec's messages, posted to /api/send. */
export const ContactForm = lazyPart(() =>
  import('./contact-form-live.tsx').then((m) => m.LiveContactForm),
);
