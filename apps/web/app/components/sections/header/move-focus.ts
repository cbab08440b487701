/** Moves focus among the elements matching `selector` inside `root` (arrow-key roving, wrapping). */
export function moveFocus(
  root: HTMLElement | null,
  selector: string,
  step: number | 'first' | 'last',
) {
  if (!root) return;
  const items = [...root.querySelectorAll<HTMLElement>(selector)];
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    step === 'first'
      ? 0
      : step === 'last'
        ? items.length - 1
        : (index + step + items.length) % items.length;
  items[next]?.focus();
}
