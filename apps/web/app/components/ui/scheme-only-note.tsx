import { useEffect, useRef, useState } from 'react';
import { cn } from '~/components/ui/cn.ts';
import type { Scheme } from '~/lib/demo-theme.ts';

/**
 * The scheme switch's note on a one-scheme demo (components/ui/scheme-switch.tsx): the scheme the page is fixed
 * to and the demo's reason. The switch's group is described by it (a screen reader hears it on entering the
 * group); it shows while the switch is hovered or focused, and Escape closes it without moving the focus.
 * Its own chunk: only a one-scheme demo's page loads it.
 */
export function SchemeOnlyNote({
  id,
  scheme,
  reason,
  vertical,
}: {
  id: string;
  scheme: Scheme;
  reason: string;
  vertical: boolean;
}) {
  const note = useRef<HTMLParagraphElement>(null);
  const [closed, close] = useState(false);
  useEffect(() => {
    const group = note.current?.parentElement;
    if (!group) return;
    // Escape closes it; any other key, or the focus leaving an option, opens it again.
    const onKey = (event: KeyboardEvent) => close(event.key === 'Escape');
    const onFocusOut = () => close(false);
    group.addEventListener('keydown', onKey);
    group.addEventListener('focusout', onFocusOut);
    return () => {
      group.removeEventListener('keydown', onKey);
      group.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return (
    <p
      ref={note}
      id={id}
      hidden={closed}
      className={cn(
        'rounded-card border-line bg-card text-ink invisible absolute z-50 w-72 border p-3 text-start text-sm shadow-lg group-focus-within/scheme:visible group-hover/scheme:visible',
        vertical ? 'start-full top-0 ms-2' : 'end-0 top-full mt-2',
        // On a phone the switch sits near the middle of the bar: the note spans the screen under the header.
        'max-sm:fixed max-sm:inset-x-2 max-sm:top-16 max-sm:w-auto',
      )}
    >
      <strong>Shown in {scheme} only.</strong> {reason} Your choice applies to the other pages.
    </p>
  );
}
