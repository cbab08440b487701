import type { SearchMiss } from '@contrail/contracts';
import { useId } from 'react';
import { Button } from '~/components/ui/button.tsx';
import { deskLabel, DeskStatus } from './desk-form.tsx';
import { compactSelect } from './desk-inbox-styles.ts';
import { searchMissPeriods, useDeskSearchMisses } from './use-desk-search-misses.ts';

let dates: Intl.DateTimeFormat | undefined;
/** "2026-12-06T10:00:00.000Z" → "6 Dec 2026". */
const dateText = (iso: string) => {
  dates ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  return dates.format(new Date(iso));
};
/** 12 → "12 searches", 1 → "1 search". */
const searchesText = (searches: number) =>
  `${searches.toLocaleString('en-US')} search${searches === 1 ? '' : 'es'}`;

/**
 * What visitors searched for and found no part, most searched first, over a chosen period: each search's
 * unknown words with a Teach button that puts the word in the add form (`onTeach`). Asked again when
 * `reload` changes (a word saved or removed).
 */
export function SearchMisses({
  reload,
  busy,
  onTeach,
}: {
  reload: number;
  busy: boolean;
  onTeach: (word: string) => void;
}) {
  const heading = useId();
  const periodId = useId();
  const { days, choose, list, retry } = useDeskSearchMisses(reload);

  return (
    <section aria-labelledby={heading} className="mt-10 min-w-0">
      <h3 id={heading} className="mb-2 text-xl font-bold">
        Searches that found nothing
      </h3>
      <p className="text-muted mb-4 max-w-3xl">
        What visitors searched for in the last {days} days and found no part: teach the search their
        words.
      </p>
      <div className="mb-4 max-w-xs">
        <label htmlFor={periodId} className={deskLabel}>
          Period
        </label>
        <select
          id={periodId}
          className={compactSelect}
          value={days}
          onChange={(event) => {
            const chosen = searchMissPeriods.find((d) => String(d) === event.target.value);
            if (chosen) choose(chosen);
          }}
        >
          {searchMissPeriods.map((period) => (
            <option key={period} value={period}>
              Last {period} days
            </option>
          ))}
        </select>
      </div>

      {list.state === 'loading' && (
        <p role="status" className="text-muted">
          Loading the searches that found nothing…
        </p>
      )}
      {list.state === 'failed' && (
        <div className="flex flex-wrap items-center gap-3">
          <DeskStatus
            message={`The searches that found nothing could not be loaded: ${list.message}`}
            error
          />
          <Button size="sm" variant="outline" onClick={retry}>
            Try again<span className="sr-only"> to load the searches that found nothing</span>
          </Button>
        </div>
      )}
      {list.state === 'ready' &&
        (list.misses.length === 0 ? (
          <p>No search found nothing in this period.</p>
        ) : (
          <ul
            aria-label="Searches that found nothing, most searched first"
            className="bg-card border-line divide-line divide-y rounded-lg border"
          >
            {list.misses.map((miss) => (
              <MissItem key={miss.query} miss={miss} busy={busy} onTeach={onTeach} />
            ))}
          </ul>
        ))}
    </section>
  );
}

/** One search: as typed, how often and when last, and its words to teach (or why there are none). */
function MissItem({
  miss,
  busy,
  onTeach,
}: {
  miss: SearchMiss;
  busy: boolean;
  onTeach: (word: string) => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words">&ldquo;{miss.query}&rdquo;</p>
        <p className="text-muted text-sm">
          {searchesText(miss.searches)}, last on{' '}
          <time dateTime={miss.lastAt}>{dateText(miss.lastAt)}</time>
        </p>
      </div>
      {miss.unknownWords.length === 0 ? (
        <p className="text-muted text-sm">
          No word to teach: a part number, or words the catalogue knows.
        </p>
      ) : (
        <div className="flex min-w-0 flex-wrap gap-2">
          {miss.unknownWords.map((word) => (
            <Button
              key={word}
              size="sm"
              variant="outline"
              className="max-w-full break-all"
              disabled={busy}
              onClick={() => onTeach(word)}
              // Two searches may share a word: each button is named for its own search.
              aria-label={`Teach ${word}, searched as “${miss.query}”`}
            >
              Teach {word}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}
