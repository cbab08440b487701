export type PieChartVariant = 'classic' | 'thick' | 'gradient' | 'icon' | 'dark';

interface Look {
  frame: string;
  stroke: number;
  track: string;
  ring: string;
  number: string;
  text: string;
}

/** Each variant's classes (frame, track, ring, number, caption text) and ring width in SVG units. */
export const looks: Record<PieChartVariant, Look> = {
  classic: {
    frame: 'text-center',
    stroke: 4,
    track: 'stroke-line',
    ring: 'stroke-brand',
    number: 'text-3xl font-bold',
    text: 'text-muted',
  },
  thick: {
    frame: 'text-center',
    stroke: 12,
    track: 'stroke-brand-soft',
    ring: 'stroke-brand',
    number: 'text-3xl font-extrabold text-brand',
    text: 'text-muted',
  },
  gradient: {
    frame: 'text-center',
    stroke: 8,
    track: 'stroke-surface-alt',
    ring: '',
    number: 'text-3xl font-bold',
    text: 'text-muted',
  },
  icon: {
    frame: 'text-center',
    stroke: 6,
    track: 'stroke-line',
    ring: 'stroke-accent',
    number: 'text-brand',
    text: 'text-muted',
  },
  dark: {
    frame: 'rounded-card bg-inverse p-8 text-center text-white',
    stroke: 6,
    track: 'stroke-white/15',
    ring: 'stroke-white',
    number: 'text-3xl font-bold',
    text: 'text-white/80',
  },
};
