import { useEffect, useState, type MouseEvent } from 'react';
import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';
import { cn } from '~/components/ui/cn.ts';
import type { OnePageSection, Tone } from './header-config.ts';

const tones: Record<Tone, { item: string; current: string }> = {
  default: { item: 'text-ink hover:text-brand', current: 'text-brand' },
  inverse: {
    item: 'text-white hover:text-white/80',
    current: 'underline decoration-2 underline-offset-8',
  },
};

interface OnePageMenuProps {
  sections: readonly OnePageSection[];
  /** Id of the section in view (from useScrollspy). */
  active: string | null;
  tone?: Tone;
  vertical?: boolean;
  className?: string;
  /** Called before scrolling (an off-canvas menu closes itself). */
  onNavigate?: () => void;
}

/**
 * Links to the sections of a one-page layout: smooth scroll (when motion is allowed), the section in
 * view marked with aria-current, and focus moved to the section so keyboard users continue from there.
 */
export function OnePageMenu({
  sections,
  active,
  tone = 'default',
  vertical = false,
  className,
  onNavigate,
}: OnePageMenuProps) {
  const motion = useMotionAllowed();
  // This menu is a lazy chunk that hydrates after the page: its first render must match the prerendered
  // HTML (nothing marked), because hydration does not write attributes. The section in view is marked from
  // the next render on, which does.
  const [mounted, setMounted] = useState(false);
  // A one-time mount flag is the point here: the second render is what writes the attribute.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    onNavigate?.();
    // After an off-canvas menu closes (and unlocks scrolling) the page can scroll.
    requestAnimationFrame(() => {
      // Sections may render only as they near the viewport (PageLayout deferOffscreen) and take another
      // height than their placeholder, so a glide aimed at the section could end far from it. They render
      // for the length of the move, and the target stands where it will stay.
      const restore = renderEverySection();
      target.scrollIntoView({ behavior: motion ? 'smooth' : 'auto', block: 'start' });
      settleOn(target, motion, restore);
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      history.replaceState(history.state, '', `#${id}`);
    });
  };
  return (
    <nav aria-label="Page sections" className={className}>
      <ul className={cn('flex gap-1', vertical ? 'flex-col items-stretch' : 'items-center')}>
        {sections.map((section) => {
          const current = mounted && active === section.id;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={current ? 'location' : undefined}
                onClick={(event) => go(event, section.id)}
                className={cn(
                  'inline-flex rounded-md px-3 py-2 font-semibold transition-colors',
                  vertical ? 'text-xl' : 'text-sm',
                  tones[tone].item,
                  current && tones[tone].current,
                )}
              >
                {section.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Renders a deferOffscreen page's later sections and footer now; returns how to put them back. */
function renderEverySection(): () => void {
  const parts = [
    ...document.querySelectorAll<HTMLElement>(
      '[data-defer-offscreen] > main > section, [data-defer-offscreen] > .site-footer',
    ),
  ];
  for (const part of parts) part.style.contentVisibility = 'visible';
  return () => {
    for (const part of parts) part.style.contentVisibility = '';
  };
}

/**
 * Once the move is over (the scroll's end, or 2 s at most; at once without motion), puts the sections back
 * as they were (each keeps the height it rendered at) and aligns `target` with its scroll margin if it is
 * off by more than a pixel.
 */
function settleOn(target: HTMLElement, motion: boolean, restore: () => void) {
  const settle = () => {
    window.clearTimeout(timer);
    window.removeEventListener('scrollend', settle);
    restore();
    const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (Math.abs(target.getBoundingClientRect().top - margin) > 1)
      target.scrollIntoView({ behavior: 'auto', block: 'start' });
  };
  const timer = window.setTimeout(settle, motion ? 2000 : 0);
  if (motion) window.addEventListener('scrollend', settle);
}
