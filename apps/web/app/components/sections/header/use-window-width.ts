import { useEffect, useState } from 'react';

/** The window's width (the browser's from the first client render on), followed while `active`. */
export function useWindowWidth(active: boolean): number {
  // Read at once rather than in an effect: a second render of an opening panel would cost the click.
  // Nothing the server renders depends on it (a panel's links are rendered only in the browser).
  const [width, setWidth] = useState(() =>
    typeof document === 'undefined' ? 1280 : document.documentElement.clientWidth,
  );
  useEffect(() => {
    if (!active) return;
    const update = () => setWidth(document.documentElement.clientWidth);
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [active]);
  return width;
}
