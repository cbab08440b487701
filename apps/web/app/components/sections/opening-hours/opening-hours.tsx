import { useCallback, useSyncExternalStore } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import {
  ContactDetails,
  type ContactChannel,
} from '~/components/sections/contact-page/contact-details.tsx';
import {
  openingState,
  weekdays,
  type OpeningDay,
  type OpeningPeriod,
  type OpeningState,
  type Weekday,
} from './opening-state.ts';
import { useMessages } from '~/i18n/i18n-context.tsx';
import type { OpeningHoursTexts } from '~/i18n/messages.ts';
import { weekdayNames } from '~/i18n/format.ts';

export type { OpeningDay, OpeningPeriod, Weekday };
export type OpeningHoursVariant = 'split' | 'card' | 'compact';

export type { OpeningHoursTexts };

export interface OpeningHoursProps extends SectionProps {
  /** The week, in the order shown (days left out show as closed). */
  hours: readonly OpeningDay[];
  /** IANA time zone of the venue ('Europe/Lisbon'); without it the visitor's own. */
  timeZone?: string;
  variant?: OpeningHoursVariant;
  phone?: { display: string; number: string };
  address?: { lines: readonly string[]; mapHref?: string };
  heading?: { eyebrow?: string; title: string; lead?: string };
  /** Lines under the week (the last booking before closing, closed dates: `bookingNotes(rules)`). */
  notes?: readonly string[];
  dayLabels?: Record<Weekday, string>;
  texts?: Partial<OpeningHoursTexts>;
  /** The visitor's clock (tests inject one). */
  now?: () => Date;
}

export const defaultDayLabels: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

const defaultTexts: OpeningHoursTexts = {
  title: 'Opening hours',
  closed: 'Closed',
  today: 'Today',
  openNow: 'Open now',
  closedNow: 'Closed now',
  closesAt: (time) => `closes at ${time}`,
  opensAt: (time) => `opens at ${time}`,
  opensOn: (day, time) => `opens ${day} at ${time}`,
  phone: 'Phone',
  address: 'Address',
  call: 'Call us',
  directions: 'Get directions',
};

interface Look {
  root: string;
  hours: string;
  row: string;
  today: string;
  contact: string;
}

const looks: Record<OpeningHoursVariant, Look> = {
  split: {
    root: 'grid gap-12 lg:grid-cols-[3fr_2fr]',
    hours: 'divide-y divide-line border-y border-line',
    row: 'flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-3 py-3',
    today: 'bg-brand-soft font-bold text-ink',
    contact: '',
  },
  card: {
    root: 'mx-auto grid max-w-4xl gap-10 rounded-card border border-line bg-surface p-6 text-ink shadow-xl sm:p-10 md:grid-cols-2',
    hours: 'grid gap-1',
    row: 'flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 rounded-md px-3 py-2',
    today: 'bg-brand text-on-brand font-bold',
    contact: '',
  },
  compact: {
    root: 'grid gap-8',
    hours: 'grid gap-x-10 sm:grid-cols-2',
    row: 'flex flex-wrap items-baseline justify-between gap-x-4 border-b border-dashed border-line py-2',
    today: 'text-brand font-bold',
    contact: '',
  },
};

const oneMinute = 60_000;
const systemClock = () => new Date();

/**
 * The current minute from `now`, ticking every 30 s; null in the prerender and during hydration, so the
 * HTML is the same whenever and wherever it was built and the state appears only after mount.
 */
function useMinute(now: () => Date): number | null {
  const subscribe = useCallback((tick: () => void) => {
    const timer = window.setInterval(tick, oneMinute / 2);
    return () => window.clearInterval(timer);
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(now().getTime() / oneMinute),
    () => null,
  );
}

const periodText = (periods: readonly OpeningPeriod[]) =>
  periods.map((period) => `${period.opens}–${period.closes}`).join(', ');

/** Days and hours with today highlighted and an open-now line (after mount), plus phone and address. */
export function OpeningHours({
  hours,
  timeZone,
  variant = 'split',
  phone,
  address,
  heading,
  notes,
  dayLabels: dayOverrides,
  texts: textOverrides,
  now = systemClock,
  ...section
}: OpeningHoursProps) {
  const shell = useMessages();
  const texts = { ...(shell.openingHours ?? defaultTexts), ...textOverrides };
  const dayLabels =
    dayOverrides ?? (shell.locale === 'en' ? defaultDayLabels : weekdayNames(shell.intlTag));
  const look = looks[variant];
  const minute = useMinute(now);
  const state: OpeningState | null =
    minute === null ? null : openingState(hours, new Date(minute * oneMinute), timeZone);
  const week = weekdays.map(
    (day) => hours.find((h) => h.day === day) ?? { day, periods: [] as const },
  );
  const ordered = hours.length === 7 ? hours : week;

  const channels: ContactChannel[] = [];
  if (phone) {
    channels.push({
      icon: 'phone',
      title: texts.phone,
      lines: [phone.display],
      link: { label: texts.call, href: `tel:${phone.number.replace(/[^\d+]/g, '')}` },
    });
  }
  if (address) {
    channels.push({
      icon: 'map-pin',
      title: texts.address,
      lines: address.lines,
      link: address.mapHref ? { label: texts.directions, href: address.mapHref } : undefined,
    });
  }

  let status: string | undefined;
  if (state?.open) status = `${texts.openNow}: ${texts.closesAt(state.closes)}`;
  else if (state) {
    const next = state.next;
    status = next
      ? `${texts.closedNow}: ${
          next.sameDay ? texts.opensAt(next.opens) : texts.opensOn(dayLabels[next.day], next.opens)
        }`
      : texts.closedNow;
  }

  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      <div className={look.root} data-variant={variant}>
        <div>
          <h3 className="mb-2 text-2xl font-bold">{texts.title}</h3>
          {/* Empty in the prerendered HTML; the state is the visitor's, computed after mount. */}
          <p aria-live="polite" className="mb-6 min-h-6 font-semibold">
            {state && (
              <span className="inline-flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    'size-2.5 rounded-full',
                    state.open ? 'bg-emerald-500' : 'bg-muted',
                  )}
                />
                {status}
              </span>
            )}
          </p>
          <ul className={look.hours}>
            {ordered.map(({ day, periods }) => {
              const isToday = state?.today === day;
              return (
                <li
                  key={day}
                  aria-current={isToday ? 'date' : undefined}
                  className={cn(look.row, isToday && look.today)}
                >
                  <span>
                    {dayLabels[day]}
                    {isToday && (
                      <span className="ms-2 text-xs font-bold tracking-widest uppercase">
                        ({texts.today})
                      </span>
                    )}
                  </span>
                  <span className={cn(periods.length === 0 && !isToday && 'text-muted')}>
                    {periods.length === 0 ? (
                      texts.closed
                    ) : (
                      // Times keep their order (08:00–17:00) inside a right-to-left line.
                      <span dir="ltr">{periodText(periods)}</span>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
          {notes && notes.length > 0 && (
            <ul className="text-muted mt-4 grid gap-1 text-sm">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
        </div>
        {channels.length > 0 && (
          <ContactDetails items={channels} variant="list" className={look.contact} />
        )}
      </div>
    </Section>
  );
}
