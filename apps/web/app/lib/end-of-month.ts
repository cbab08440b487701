/** The start of next month (UTC), in ms: a month-end offer's deadline, always ahead of `now`. */
export function endOfMonth(now: Date = new Date()): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
}
