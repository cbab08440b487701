import { bookingTexts } from './booking-messages.ts';
// A bookable business's own rules (opening hours, services, limits, closed dates, time zone) and the one
// evaluation of a booking against them, shared by the booking forms and POST /api/booking. Zod-free, so a
// form can offer only valid days and times without loading the validation library. Everything about time
// zones goes through Intl: the venue's "now" is an instant formatted in its zone, never offset arithmetic.

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** One opening, 'HH:MM' (24 h) in the venue's time; a `closes` at or before `opens` runs past midnight. */
export interface OpeningPeriod {
  opens: string;
  closes: string;
}

/** A day's openings; none means closed that day. */
export interface OpeningDay {
  day: Weekday;
  periods: readonly OpeningPeriod[];
}

/** A day the venue is shut: 'MM-DD' every year, or 'YYYY-MM-DD' once. */
export interface ClosedDate {
  date: string;
  label?: string;
}

export interface CountLimits {
  min: number;
  max: number;
}

/** An option of a booking's choice (room type, service or destination): `value` is what is sent. */
export interface BookingChoice {
  value: string;
  label: string;
}

export interface AppointmentService extends BookingChoice {
  /** How long it takes: the last start is this long before closing. */
  minutes: number;
}

export interface Room extends BookingChoice {
  /** Most guests the room takes. */
  sleeps: number;
}

/** A season ('MM-DD' to 'MM-DD', inclusive, may wrap the new year) whose check-ins need `nights` at least. */
export interface MinimumStay {
  from: string;
  to: string;
  nights: number;
}

interface VenueCommon {
  /** The demo's id, sent with each booking (`venue`); the server looks the rules up by it. */
  id: string;
  /** The business as its mails name it. */
  name: string;
  /** IANA zone the venue's dates and times are in. */
  timeZone: string;
  /** Where its bookings are mailed (overridable per venue from the environment, see the root README). */
  deskEmail: string;
  /** How far ahead a booking may be made, in days from the venue's today. */
  daysAhead: number;
  closedDates?: readonly ClosedDate[];
}

/** Tables: every `slotMinutes` from each opening until `lastBookingBeforeClose` before it closes. */
export interface TableVenue extends VenueCommon {
  kind: 'table';
  hours: readonly OpeningDay[];
  slotMinutes: number;
  lastBookingBeforeClose: number;
  /** Shortest notice for a table, in minutes. */
  leadMinutes: number;
  party: CountLimits;
}

/** Appointments: every `slotMinutes` from each opening, ending by closing time for the chosen service. */
export interface AppointmentVenue extends VenueCommon {
  kind: 'appointment';
  hours: readonly OpeningDay[];
  slotMinutes: number;
  leadMinutes: number;
  services: readonly AppointmentService[];
}

export interface StayVenue extends VenueCommon {
  kind: 'stay';
  rooms: readonly Room[];
  maxNights: number;
  minimumStays?: readonly MinimumStay[];
}

export interface TripVenue extends VenueCommon {
  kind: 'trip';
  destinations: readonly BookingChoice[];
  travellers: CountLimits;
  /** Shortest notice for a departure, in days. */
  leadDays: number;
  maxNights: number;
}

export type VenueRules = TableVenue | AppointmentVenue | StayVenue | TripVenue;
export type TimedVenue = TableVenue | AppointmentVenue;

const dayNames: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Messages of the booking rules, the same in the form and in the API's answer. */
export const bookingMessages = {
  ...bookingTexts,
  tooFar: (days: number) => `Bookings open ${days} days ahead at most.`,
  after: (first: string) => `Must be after ${first}.`,
  tooLong: (nights: number) => `At most ${nights} nights.`,
  count: (min: number, max: number) => `From ${min} to ${max}.`,
  closedDay: (day: Weekday) => `Closed on ${dayNames[day]}s: choose another day.`,
  closedDate: (when: string) => `Closed on ${when}: choose another day.`,
  times: (day: Weekday, windows: string) => `On ${dayNames[day]}s we take bookings ${windows}.`,
  tooSoon: (time: string, earliest: string) =>
    `Too late to book ${time} today: the earliest is ${earliest}.`,
  leadDays: (days: number, first: string) =>
    `Departures need ${days} days’ notice: choose ${first} or later.`,
  choice: (what: string) => `Choose one of our ${what}.`,
  sleeps: (room: string, guests: number) => `The ${room} sleeps ${guests} at most.`,
  minimumStay: (season: string, nights: number) =>
    `${season}, stays are ${nights} nights at least.`,
} as const;

const isoPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const dayMs = 86_400_000;
const minuteMs = 60_000;

/** A real calendar date 'YYYY-MM-DD' (not 2027-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !isoPattern.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}
export const isTime = (value: unknown): value is string =>
  typeof value === 'string' && timePattern.test(value);

const two = (n: number) => String(n).padStart(2, '0');
/** 'HH:MM' → minutes since midnight. */
export const minuteOf = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
/** Minutes since midnight → 'HH:MM'. */
export const timeOf = (minute: number) => `${two(Math.floor(minute / 60))}:${two(minute % 60)}`;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / dayMs;
/** The date `days` after `iso` (calendar arithmetic, no zone involved). */
export const addDays = (iso: string, days: number) =>
  new Date((dayNumber(iso) + days) * dayMs).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
/** The weekday of a calendar date. */
export const weekdayOf = (iso: string): Weekday =>
  weekdays[(new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7] ?? 'mon';

/** '2026-12-25' → 'Friday 25 December 2026'. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${dayNames[weekdayOf(iso)]} ${d} ${monthNames[(m ?? 1) - 1]} ${y}`;
}
/** '12-25' → '25 December'; '2027-01-04' → '4 January 2027'. */
export function formatClosedDate(date: string): string {
  const parts = date.split('-').map(Number);
  const [m, d] = parts.length === 3 ? parts.slice(1) : parts;
  const day = `${d} ${monthNames[(m ?? 1) - 1]}`;
  return parts.length === 3 ? `${day} ${parts[0]}` : day;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A wall clock in a venue: its calendar date and the minute of that day. */
export interface WallClock {
  date: string;
  minute: number;
}

/** The venue's wall clock at an instant (Intl reads the zone's rules, daylight saving included). */
export function venueClock(instant: Date | number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    date: `${part('year')}-${two(part('month'))}-${two(part('day'))}`,
    minute: part('hour') * 60 + part('minute'),
  };
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset from UTC at an instant, in minutes, as Intl names it ('GMT+01:00'). */
function offsetAt(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

const steadyDays = new Map<string, boolean>();

/**
 * Whether a wall time happens at all in the zone: the hour skipped when clocks go forward does not. Tried
 * with the offsets Intl gives half a day either side (a change of offset lies between them, if any).
 */
export function wallTimeExists(date: string, minute: number, timeZone: string): boolean {
  // Most days have one offset from end to end: every wall time of theirs happens.
  const key = `${timeZone} ${date}`;
  let steady = steadyDays.get(key);
  if (steady === undefined) {
    const midnight = dayNumber(date) * dayMs;
    steady =
      offsetAt(midnight - dayMs / 2, timeZone) === offsetAt(midnight + (dayMs * 3) / 2, timeZone);
    if (steadyDays.size > 5000) steadyDays.clear();
    steadyDays.set(key, steady);
  }
  if (steady) return true;
  const asUtc = dayNumber(date) * dayMs + minute * minuteMs;
  const offsets = new Set([
    offsetAt(asUtc - dayMs / 2, timeZone),
    offsetAt(asUtc + dayMs / 2, timeZone),
  ]);
  for (const offset of offsets) {
    const clock = venueClock(asUtc - offset * minuteMs, timeZone);
    if (clock.date === date && clock.minute === minute) return true;
  }
  return false;
}

const later = (a: WallClock, b: WallClock) =>
  a.date === b.date ? a.minute - b.minute : a.date < b.date ? -1 : 1;

/** The closed date that falls on `date`, if any. */
export function closedDateOn(rules: VenueRules, date: string): ClosedDate | undefined {
  return rules.closedDates?.find((closed) =>
    closed.date.length === 5 ? closed.date === date.slice(5) : closed.date === date,
  );
}

/** The venue's openings on a weekday. */
export function periodsOn(rules: TimedVenue, day: Weekday): readonly OpeningPeriod[] {
  return rules.hours.find((h) => h.day === day)?.periods ?? [];
}

/** How long the chosen service takes (the shortest one when none or an unknown one is chosen). */
function serviceMinutes(rules: TimedVenue, service: unknown): number {
  if (rules.kind === 'table') return rules.lastBookingBeforeClose;
  const chosen = rules.services.find((s) => s.value === service);
  return chosen ? chosen.minutes : Math.min(...rules.services.map((s) => s.minutes));
}

/**
 * The times a venue takes on a date, per opening (ignoring today's clock): every `slotMinutes` from opening
 * until the last booking before closing (a table's margin, or the service's length), before midnight, and
 * only times that happen on that date in the venue's zone.
 */
export function slotsOn(rules: TimedVenue, date: string, service?: unknown): string[][] {
  const margin = serviceMinutes(rules, service);
  return periodsOn(rules, weekdayOf(date)).map((period) => {
    const opens = minuteOf(period.opens);
    let closes = minuteOf(period.closes);
    if (closes <= opens) closes += 24 * 60;
    const slots: string[] = [];
    for (let t = opens; t <= closes - margin && t < 24 * 60; t += rules.slotMinutes) {
      if (wallTimeExists(date, t, rules.timeZone)) slots.push(timeOf(t));
    }
    return slots;
  });
}

/** The venue's today, and the earliest wall time it takes a booking for at `now` (its lead time ahead). */
export function venueNow(rules: VenueRules, now: Date): { today: string; earliest: WallClock } {
  const lead = rules.kind === 'table' || rules.kind === 'appointment' ? rules.leadMinutes : 0;
  return {
    today: venueClock(now, rules.timeZone).date,
    earliest: venueClock(now.getTime() + lead * minuteMs, rules.timeZone),
  };
}

/** The times still bookable on a date at `now`: the date's slots from the earliest the venue takes on. */
export function bookableTimes(
  rules: TimedVenue,
  date: string,
  now: Date,
  service?: unknown,
): string[] {
  if (!isIsoDate(date) || dateProblem(rules, date, now, { service, times: false })) return [];
  const { earliest } = venueNow(rules, now);
  return slotsOn(rules, date, service)
    .flat()
    .filter((time) => later({ date, minute: minuteOf(time) }, earliest) >= 0);
}

/** "from 12:00 to 13:30 and from 17:30 to 22:00" / "at 12:00". */
function windowsText(periods: readonly string[][]): string {
  return periods
    .filter((slots) => slots.length > 0)
    .map((slots) =>
      slots.length === 1 ? `at ${slots[0]}` : `from ${slots[0]} to ${slots[slots.length - 1]}`,
    )
    .join(' and ');
}

/**
 * Why a venue cannot take a booking starting on `date` at `now`, if it cannot: before its today, beyond its
 * horizon, a closed date or weekday, a trip's notice, or (with `times`) no time left that day.
 */
export function dateProblem(
  rules: VenueRules,
  date: string,
  now: Date,
  { service, times = true }: { service?: unknown; times?: boolean } = {},
): string | undefined {
  const { today } = venueNow(rules, now);
  if (date < today) return bookingMessages.past;
  if (daysBetween(today, date) > rules.daysAhead) return bookingMessages.tooFar(rules.daysAhead);
  const closed = closedDateOn(rules, date);
  if (closed) return bookingMessages.closedDate(formatClosedDate(closed.date));
  if (rules.kind === 'trip' && daysBetween(today, date) < rules.leadDays)
    return bookingMessages.leadDays(rules.leadDays, formatDate(addDays(today, rules.leadDays)));
  if (rules.kind === 'table' || rules.kind === 'appointment') {
    const day = weekdayOf(date);
    if (periodsOn(rules, day).length === 0) return bookingMessages.closedDay(day);
    if (slotsOn(rules, date, service).flat().length === 0) return bookingMessages.tooLongForDay;
    if (times && bookableTimes(rules, date, now, service).length === 0)
      return bookingMessages.noTimesLeft;
  }
  return undefined;
}

/** The first date a booking can start on at `now` (the date input's `min`). */
export function firstBookableDate(rules: VenueRules, now: Date, service?: unknown): string {
  const { today } = venueNow(rules, now);
  for (let day = 0; day <= rules.daysAhead; day += 1) {
    const date = addDays(today, day);
    if (!dateProblem(rules, date, now, { service })) return date;
  }
  return today;
}

/** The last date a booking can start on (the date input's `max`). */
export const lastBookableDate = (rules: VenueRules, now: Date) =>
  addDays(venueNow(rules, now).today, rules.daysAhead);

/** Whether `date` ('YYYY-MM-DD') falls in a season 'MM-DD'–'MM-DD' (inclusive; may wrap the year end). */
const inSeason = (date: string, { from, to }: { from: string; to: string }) => {
  const md = date.slice(5);
  return from <= to ? md >= from && md <= to : md >= from || md <= to;
};

/** "Between 1 June and 30 September". */
export const seasonText = (season: { from: string; to: string }) =>
  `Between ${formatClosedDate(season.from)} and ${formatClosedDate(season.to)}`;

/** The count field of each kind and its limits for a venue. */
function countOf(rules: VenueRules, roomType: unknown): { field: string; limits: CountLimits } {
  switch (rules.kind) {
    case 'table':
      return { field: 'partySize', limits: rules.party };
    case 'trip':
      return { field: 'travellers', limits: rules.travellers };
    case 'appointment':
      return { field: '', limits: { min: 0, max: 0 } };
    case 'stay': {
      const room = rules.rooms.find((r) => r.value === roomType);
      return {
        field: 'guests',
        limits: { min: 1, max: room?.sleeps ?? Math.max(...rules.rooms.map((r) => r.sleeps)) },
      };
    }
  }
}

/** Limits of a venue's count field (party size, guests for the chosen room, travellers). */
export const countLimits = (rules: VenueRules, roomType?: unknown) =>
  countOf(rules, roomType).limits;

/**
 * Every rule of a venue over a booking (parsed, or partly filled in: values of the wrong type are skipped,
 * the field checks say what is wrong with them), at `now`: messages by field, empty when it can be taken.
 */
export function venueBookingProblems(
  rules: VenueRules,
  booking: Readonly<Record<string, unknown>>,
  now: Date,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const { field: countField, limits } = countOf(rules, booking.roomType);
  const count = countField ? booking[countField] : undefined;
  if (typeof count === 'number' && Number.isInteger(count) && count < limits.min)
    problems[countField] = bookingMessages.count(limits.min, limits.max);
  switch (rules.kind) {
    case 'table':
    case 'appointment': {
      const { date, time, service } = booking;
      if (rules.kind === 'appointment' && typeof service === 'string' && service.trim() !== '') {
        if (!rules.services.some((s) => s.value === service))
          problems.service = bookingMessages.choice('services');
      }
      if (rules.kind === 'table' && typeof count === 'number' && count > limits.max)
        problems.partySize = bookingMessages.count(limits.min, limits.max);
      if (!isIsoDate(date)) break;
      const dateIssue = dateProblem(rules, date, now, { service });
      if (dateIssue) {
        problems.date = dateIssue;
        break;
      }
      if (!isTime(time)) break;
      const slots = slotsOn(rules, date, service);
      if (!slots.flat().includes(time)) {
        problems.time = bookingMessages.times(weekdayOf(date), windowsText(slots));
        break;
      }
      const open = bookableTimes(rules, date, now, service);
      if (!open.includes(time)) problems.time = bookingMessages.tooSoon(time, open[0] ?? '');
      break;
    }
    case 'stay': {
      const { checkIn, checkOut, roomType, guests } = booking;
      const room = rules.rooms.find((r) => r.value === roomType);
      if (typeof roomType === 'string' && roomType.trim() !== '' && !room)
        problems.roomType = bookingMessages.choice('rooms');
      if (typeof guests === 'number' && Number.isInteger(guests) && guests > limits.max)
        problems.guests = room
          ? bookingMessages.sleeps(room.label, room.sleeps)
          : bookingMessages.count(limits.min, limits.max);
      stayDates(rules, checkIn, checkOut, now, 'check-in', problems, ['checkIn', 'checkOut']);
      if (isIsoDate(checkIn) && isIsoDate(checkOut) && !problems.checkIn && !problems.checkOut) {
        const nights = daysBetween(checkIn, checkOut);
        const season = rules.minimumStays?.find((s) => inSeason(checkIn, s));
        if (season && nights < season.nights)
          problems.checkOut = bookingMessages.minimumStay(seasonText(season), season.nights);
      }
      break;
    }
    case 'trip': {
      const { destination, departDate, returnDate, travellers } = booking;
      if (
        typeof destination === 'string' &&
        destination.trim() !== '' &&
        !rules.destinations.some((d) => d.value === destination)
      )
        problems.destination = bookingMessages.choice('destinations');
      if (typeof travellers === 'number' && travellers > limits.max)
        problems.travellers = bookingMessages.count(limits.min, limits.max);
      stayDates(rules, departDate, returnDate, now, 'departure', problems, [
        'departDate',
        'returnDate',
      ]);
      break;
    }
  }
  return problems;
}

/** A stay's or trip's two dates: the first bookable, the second after it and within the longest stay. */
function stayDates(
  rules: StayVenue | TripVenue,
  first: unknown,
  second: unknown,
  now: Date,
  firstLabel: string,
  problems: Record<string, string>,
  [firstField, secondField]: [string, string],
) {
  if (isIsoDate(first)) {
    const issue = dateProblem(rules, first, now);
    if (issue) problems[firstField] = issue;
  }
  if (isIsoDate(first) && isIsoDate(second)) {
    const nights = daysBetween(first, second);
    if (nights <= 0) problems[secondField] = bookingMessages.after(firstLabel);
    else if (nights > rules.maxNights)
      problems[secondField] = bookingMessages.tooLong(rules.maxNights);
    else if (closedDateOn(rules, second))
      problems[secondField] = bookingMessages.closedDate(
        formatClosedDate(closedDateOn(rules, second)?.date ?? ''),
      );
  }
}

/** The week in order, each day's openings (days a venue leaves out are closed). */
export function openingWeek(hours: readonly OpeningDay[]): OpeningDay[] {
  return weekdays.map((day) => hours.find((h) => h.day === day) ?? { day, periods: [] });
}

const shortDay: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};
const periodsText = (periods: readonly OpeningPeriod[]) =>
  periods.map((p) => `${p.opens}–${p.closes}`).join(', ');

/** Runs of consecutive weekdays sharing a key, as 'Mon–Fri' / 'Sat'. */
function dayRuns(days: OpeningDay[], key: (day: OpeningDay) => string) {
  const runs: Array<{ first: Weekday; last: Weekday; key: string }> = [];
  for (const day of days) {
    if (day.periods.length === 0) continue;
    const run = runs.at(-1);
    const k = key(day);
    const previous = weekdays[weekdays.indexOf(day.day) - 1];
    if (run && run.key === k && run.last === previous) run.last = day.day;
    else runs.push({ first: day.day, last: day.day, key: k });
  }
  return runs.map((run) => ({
    days:
      run.first === run.last ? shortDay[run.first] : `${shortDay[run.first]}–${shortDay[run.last]}`,
    key: run.key,
  }));
}

/** The week in one line for a top bar: 'Tue–Sun, 10:00–20:00' or 'Mon–Fri from 08:00, Sat from 09:00'. */
export function hoursSummary(hours: readonly OpeningDay[]): string {
  const week = openingWeek(hours);
  const same = dayRuns(week, (day) => periodsText(day.periods));
  if (same.length === 1) return `${same[0]?.days}, ${same[0]?.key}`;
  return dayRuns(week, (day) => day.periods[0]?.opens ?? '')
    .map((run) => `${run.days} from ${run.key}`)
    .join(', ');
}

/** A list in prose: 'a', 'a and b', 'a, b and c'. */
const prose = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The rules a visitor should read beside the hours: the last booking before closing, the closed dates. */
export function bookingNotes(rules: VenueRules): string[] {
  const notes: string[] = [];
  if (rules.kind === 'table')
    notes.push(`Last table ${rules.lastBookingBeforeClose} minutes before closing.`);
  if (rules.closedDates?.length)
    notes.push(`Closed on ${prose(rules.closedDates.map((c) => formatClosedDate(c.date)))}.`);
  return notes;
}
