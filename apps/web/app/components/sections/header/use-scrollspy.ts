import { useEffect, useState } from 'react';

/**
 * Scrollspy rule: among the sections crossing the reading line, the first in page order wins; when
 * none crosses it (between sections) the current one stays.
 */
export function pickActiveSection(
  current: string | null,
  crossing: ReadonlySet<string>,
  order: readonly string[],
): string | null {
  return order.find((id) => crossing.has(id)) ?? current;
}

/**
 * The id of the section under the reading line (a band at ~40 % of the viewport height), observed
 * with IntersectionObserver; null before any section is seen.
 */
export function useScrollspy(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const order = key.split(' ').filter(Boolean);
    const elements = order
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return;
    const crossing = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) crossing.add(entry.target.id);
          else crossing.delete(entry.target.id);
        }
        setActive((current) => pickActiveSection(current, crossing, order));
      },
      { rootMargin: '-40% 0px -59% 0px' },
    );
    elements.forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [key]);
  return active;
}
