import { cn } from './cn.ts';

/** Contrail's own line icons (24×24, stroke = currentColor). Add a name here to use it everywhere. */
const paths = {
  'arrow-right': 'M5 12h14M13 6l6 6-6 6',
  'arrow-left': 'M19 12H5M11 6l-6 6 6 6',
  'arrow-up': 'M12 19V5M5 12l7-7 7 7',
  'chevron-down': 'M6 9l6 6 6-6',
  'chevron-right': 'M9 6l6 6-6 6',
  'chevron-left': 'M15 6l-6 6 6 6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  monitor: 'M3 5h18v11H3zM8 20h8M12 16v4',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z',
  megaphone: 'M3 10v4h3l7 4V6L6 10H3zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M16 3.5a4 4 0 0 1 0 7.4M18 14.5c2.4.9 4 3.2 4 6.5',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  rocket: 'M14 4c3-1 6-1 6-1s0 3-1 6l-7 7-5-5 7-7zM7 13l-3 1 2-4 3-1M11 17l-1 3 4-2 1-3M15 9h.01',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5',
  layers: 'M12 3l9 5-9 5-9-5 9-5zM3 13l9 5 9-5M3 17l9 5 9-5',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 12h.01',
  pen: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z',
  'map-pin':
    'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  cart: 'M3 4h2.5l2.2 11h10.6L21 7H6.3M9.5 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zM17 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  plane:
    'M10.5 21l1.5-1 1.5 1v-2.5L12 17V13l8 2.5V13l-8-5V4.5a1.5 1.5 0 1 0-3 0V8l-8 5v2.5L9 13v4l-1.5 1.5V21',
  wrench: 'M14.5 6.5a4 4 0 0 0 5 5L21 13l-2 2-1.5-1.5a4 4 0 0 1-5-5L6 15l-1 4 4-1 6.5-6.5',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 13.5l1.6 1.2-2 3.4-1.9-.7a7 7 0 0 1-1.7 1l-.3 2h-4l-.3-2a7 7 0 0 1-1.7-1l-1.9.7-2-3.4 1.6-1.2a7 7 0 0 1 0-3L3 9.3l2-3.4 1.9.7a7 7 0 0 1 1.7-1l.3-2h4l.3 2a7 7 0 0 1 1.7 1l1.9-.7 2 3.4-1.6 1.2a7 7 0 0 1 0 3z',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3z',
  heart: 'M12 20s-8-4.8-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.2 12 20 12 20z',
  // Wellness demos (yoga, gym, spa, dentist).
  leaf: 'M5 19c0-8 5-14 15-15 0 10-6 15-14 15M5 19c3-4 6-7 10-9',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  drop: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z',
  flame:
    'M12 21a6 6 0 0 0 6-6c0-4-3-6-4-10-2 2-3 4-3 6-1-1-1.5-2-1.5-3C7.5 10 6 12.5 6 15a6 6 0 0 0 6 6z',
  dumbbell: 'M3 10v4M6 7v10M18 7v10M21 10v4M6 12h12',
  sparkle:
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8L12 3zM19 16l.7 2 2 .7-2 .7-.7 2-.7-2-2-.7 2-.7.7-2z',
  tooth:
    'M7 3.5c-2.5 0-4 2-4 4.5 0 3 1.5 4.5 2 7s1 6 2.5 6 1.8-3 2.5-5 1.2-2 2-2 1.3 0 2 2 1 5 2.5 5 2-3.5 2.5-6 2-4 2-7c0-2.5-1.5-4.5-4-4.5-2 0-3 1-5 1s-3-1-5-1z',
  comment: 'M4 5h16v11H9l-5 4V5z',
  play: 'M8 5v14l11-7L8 5z',
  pause: 'M8 5v14M16 5v14',
  quote: 'M9 7H5v6h4v-6zM9 13c0 2-1 4-4 4M19 7h-4v6h4v-6zM19 13c0 2-1 4-4 4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  user: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4.4 3.6-8 8-8s8 3.6 8 8',
  box: 'M3 7.5L12 3l9 4.5v9L12 21l-9-4.5v-9zM3 7.5l9 4.5 9-4.5M12 12v9',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01',
  alert: 'M12 3l9.5 17h-19L12 3zM12 10v4.5M12 17.5h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  x: 'M4 4l16 16M20 4L4 20',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5h.01',
  linkedin:
    'M4 9h4v11H4zM6 6.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM11 9h4v1.7c.6-1 1.8-1.9 3.5-1.9 2.5 0 3.5 1.6 3.5 4.2v7h-4v-6c0-1.3-.5-2-1.6-2-1.2 0-1.9.8-1.9 2v6h-3.5V9z',
  youtube:
    'M21 8.5c0-1.6-1.3-3-3-3.1C16.2 5.2 14 5 12 5s-4.2.2-6 .4C4.3 5.5 3 6.9 3 8.5v7c0 1.6 1.3 3 3 3.1 1.8.2 4 .4 6 .4s4.2-.2 6-.4c1.7-.1 3-1.5 3-3.1v-7zM10 9v6l5-3-5-3z',
  dribbble:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3.5 10c5 .5 10-1 14-5M8 4c3 3.5 5.5 9 6.5 16.5M3.5 15c4.5-3 10-4 17-2',
  behance:
    'M3 6h6a3 3 0 0 1 0 6H3V6zM3 12h7a3 3 0 0 1 0 6H3v-6zM14 8h6M14 14h7a3.5 3.5 0 1 0-1 2.5',
} as const;

export type IconName = keyof typeof paths;
export const iconNames = Object.keys(paths) as IconName[];

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** When set, the icon is announced with this label; otherwise it is decorative. */
  label?: string;
  strokeWidth?: number;
}

export function Icon({ name, size = 24, className, label, strokeWidth = 1.8 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('shrink-0', className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
