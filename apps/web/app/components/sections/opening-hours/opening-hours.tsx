import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import {
  ContactDetails,
  type ContactChannel,
} from '~/components/sections/contact-page/contact-details.tsx';
import { looks, type OpeningHoursVariant } from './opening-hours-looks.ts';
import {
  openingState,
  weekdays,
  type OpeningDay,
  type OpeningPeriod,
  type OpeningState,
  type Weekday,
} from './opening-state.ts';
import { OpeningWeek } from './opening-week.tsx';
import { oneMinute, useMinute } from './use-minute.ts';
import { useMessages } from '~/i18n/i18n-context.tsx';
import type { OpeningHoursTexts } from '~/i18n/messages.ts';
import { weekdayNames } from '~/i18n/format.ts';

export type { OpeningDay, OpeningPeriod, Weekday };

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

const systemClock = () => new Date();

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

  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      <div className={look.root} data-variant={variant}>
        <OpeningWeek
          days={ordered}
          state={state}
          notes={notes}
          dayLabels={dayLabels}
          texts={texts}
          look={look}
        />
        {channels.length > 0 && (
          <ContactDetails items={channels} variant="list" className={look.contact} />
        )}
      </div>
    </Section>
  );
}
