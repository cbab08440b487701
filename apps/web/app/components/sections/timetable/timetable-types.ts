/** One class or talk. Times are 'HH:MM' (24 h) in the venue's time. */
export interface TimetableEntry {
  id: string;
  start: string;
  end?: string;
  title: string;
  /** Instructor or speaker. */
  person?: string;
  room?: string;
  /** Conference track (or class type): what the `track` filter offers. */
  track?: string;
}

/** One day: a tab of its own. */
export interface TimetableDay {
  id: string;
  label: string;
  entries: readonly TimetableEntry[];
}

export type TimetableFilter = 'person' | 'track' | 'none';

export interface TimetableColumns {
  time: string;
  title: string;
  person: string;
  room: string;
}
