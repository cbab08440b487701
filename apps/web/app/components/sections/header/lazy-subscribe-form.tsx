import { Suspense } from 'react';
import { lazyChunk } from '~/shell/hydration.tsx';
import type { SubscribeFormProps } from '~/components/sections/subscribe/subscribe-form.tsx';

// The form brings react-hook-form and zod; the header and footer are on every page, so they load it
// only when it is shown (side panel opened, or a footer style that has it — prerendered HTML stays
// in place until the chunk arrives).
const SubscribeForm = lazyChunk(() =>
  import('~/components/sections/subscribe/subscribe-form.tsx').then((m) => m.SubscribeForm),
);

/** SubscribeForm, loaded on demand. */
export function LazySubscribeForm(props: SubscribeFormProps) {
  return (
    <Suspense fallback={<div className="min-h-13" aria-hidden="true" />}>
      <SubscribeForm {...props} />
    </Suspense>
  );
}
