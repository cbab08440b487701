import type { OfferCardsVariant } from './offer-cards.tsx';

/** The classes of a variant's list and cards. */
interface Look {
  list: string;
  card: string;
  media: string;
  image: string;
  body: string;
  title: string;
  facts: string;
  foot: string;
}

export const looks: Record<OfferCardsVariant, Look> = {
  grid: {
    list: 'grid gap-8 sm:grid-cols-2 lg:grid-cols-3',
    card: 'flex flex-col overflow-hidden rounded-card border border-line bg-surface text-ink shadow-sm',
    media: 'relative',
    image: 'aspect-[4/3] w-full object-cover',
    body: 'flex flex-1 flex-col gap-3 p-6',
    title: 'text-xl font-bold',
    facts: 'text-muted flex flex-wrap gap-x-4 gap-y-1 text-sm',
    foot: 'mt-auto flex flex-wrap items-center justify-between gap-4 border-t border-line pt-4',
  },
  list: {
    list: 'grid gap-8',
    card: 'grid overflow-hidden rounded-card border border-line bg-surface text-ink md:grid-cols-[2fr_3fr]',
    media: 'relative',
    image: 'h-full min-h-56 w-full object-cover',
    body: 'flex flex-col gap-3 p-6 md:p-8',
    title: 'text-2xl font-bold',
    facts: 'text-muted grid gap-1 text-sm sm:grid-cols-2',
    foot: 'mt-auto flex flex-wrap items-center justify-between gap-4 pt-4',
  },
  overlay: {
    list: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
    card: 'relative isolate flex min-h-[26rem] flex-col justify-end overflow-hidden rounded-card bg-inverse text-white',
    media: 'absolute inset-0 -z-10',
    image: 'h-full w-full object-cover opacity-60',
    body: 'flex flex-col gap-3 bg-gradient-to-t from-black/85 via-black/60 to-transparent p-6 pt-20',
    title: 'text-2xl font-bold',
    facts: 'flex flex-wrap gap-x-4 gap-y-1 text-sm text-white/85',
    foot: 'flex flex-wrap items-center justify-between gap-4 pt-2',
  },
};
