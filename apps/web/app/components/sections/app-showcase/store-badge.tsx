import { cn } from '~/components/ui/cn.ts';

export type AppStore = 'app-store' | 'google-play';
export type StoreBadgeTone = 'dark' | 'light';

/** One store link: which store, and the app's page there. */
export interface StoreBadgeData {
  store: AppStore;
  href: string;
}

// Generic text badges drawn here (no store's trademark artwork): a small glyph of our own and two lines.
const stores: Record<AppStore, { over: string; name: string; glyph: string }> = {
  'app-store': {
    over: 'Download on the',
    name: 'App Store',
    glyph:
      'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 4v8m-3.5-3.5L12 15l3.5-3.5',
  },
  'google-play': {
    over: 'Get it on',
    name: 'Google Play',
    glyph:
      'M5 8h14l-1.2 11.2a2 2 0 0 1-2 1.8H8.2a2 2 0 0 1-2-1.8L5 8Zm4 0V6a3 3 0 0 1 6 0v2m-3 3.5v5m-2.2-2.2L12 16.5l2.2-2.2',
  },
};

const tones: Record<StoreBadgeTone, string> = {
  dark: 'bg-black text-white ring-1 ring-white/25 hover:ring-white/60',
  light: 'bg-white text-black ring-1 ring-black/15 hover:ring-black/50',
};

/**
 * A store badge: a link named "<app>: Download on the App Store" (or "<app>: Get it on Google Play"): the name
 * starts with the app and then contains the visible text word for word (WCAG 2.5.3, label in name).
 */
export function StoreBadge({
  store,
  href,
  appName,
  tone = 'dark',
  className,
}: StoreBadgeData & { appName: string; tone?: StoreBadgeTone; className?: string }) {
  const s = stores[store];
  return (
    <a
      href={href}
      aria-label={`${appName}: ${s.over} ${s.name}`}
      data-store={store}
      className={cn(
        'inline-flex h-14 items-center gap-2.5 rounded-xl py-2 ps-3 pe-4 transition-shadow',
        tones[tone],
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={s.glyph} />
      </svg>
      <span className="flex flex-col text-start leading-tight">
        <span className="text-[0.7rem] tracking-wide opacity-80">{s.over}</span>
        {/* A space between the lines, so the visible text reads as words (the link's name contains it). */}{' '}
        <span className="text-base font-semibold sm:text-lg">{s.name}</span>
      </span>
    </a>
  );
}
