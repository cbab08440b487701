// The booking rules' messages without values, in a module of their own: the translation tables
// (i18n/problems-table.ts) key on them, and a page that translates its forms but takes no booking (the parts
// catalogue) need not load the booking rules for them. booking-rules.ts spreads them into `bookingMessages`.
export const bookingTexts = {
  date: 'Enter a date (YYYY-MM-DD).',
  time: 'Enter a time (HH:MM).',
  whole: 'Enter a whole number.',
  past: 'Choose a date from today on.',
  noTimesLeft: 'No more bookings today: choose another day.',
  tooLongForDay: 'This treatment does not fit into the day’s hours: choose another day.',
  wrongKind: 'This venue does not take this kind of booking.',
} as const;
