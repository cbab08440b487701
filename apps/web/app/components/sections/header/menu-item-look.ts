import type { Tone } from './header-config.ts';

/** A top-level item of the desktop menu (link or mega-menu button), by header tone. */
export const itemTones: Record<Tone, { item: string; current: string }> = {
  default: { item: 'text-ink hover:text-brand', current: 'text-brand' },
  inverse: {
    item: 'text-white hover:text-white/80',
    current: 'underline decoration-2 underline-offset-8',
  },
};
export const itemBase =
  'inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors 2xl:px-3';
