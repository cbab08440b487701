import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { IconItem } from '~/content/types.ts';
import demo from '~/content/demos/startup.ts';
import { startupHero, startupHighlights } from '~/content/startup.ts';

// The startup demo's first screen in English; the rest of the page is startup.lower.ts (in the lower part's
// chunk). Each other language has both modules in the same shape (startup.de.ts, startup.lower.de.ts…).

/** Its theme: made from its recipe (content/demos/startup.ts). */
export const theme: DemoTheme = demo.theme;
export const hero: HeroData = startupHero;
export const highlights: readonly IconItem[] = startupHighlights;
