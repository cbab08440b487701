import { useEffect, useId, useRef, useState } from 'react';
import { useInitialHydrationDone } from '~/shell/hydration.tsx';
import { Button } from '~/components/ui/button.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { Glyph } from './icon-glyph.tsx';
import { fontFaces, matchesQuery, writeClipboard } from './icon-helpers.ts';

/** One icon of a set: what the page shows, searches and copies. */
export interface IconEntry {
  /** The icon's name in its set (`arrow-up`). */
  name: string;
  /** Other names of the same glyph in the set, searched too. */
  aliases?: readonly string[];
  /** What the copy button puts on the clipboard: the set's own markup for this icon. */
  markup: string;
  /** An icon-font glyph: the character, drawn with `fonts[font ?? 0]`. */
  char?: string;
  font?: number;
  /** Or an SVG document drawn as it is (the set's own SVG). */
  svg?: string;
}

/** An icon font, self-hosted: its file comes from the set's npm package through the build. */
export interface IconFont {
  /** A family name of our own, so the set never collides with another page's or package's CSS. */
  family: string;
  url: string;
  format: 'woff2' | 'woff';
  weight?: number;
}

export interface IconSetData {
  fonts: readonly IconFont[];
  icons: readonly IconEntry[];
}

export interface IconLibraryProps extends SectionProps {
  /** The set's name as the page calls it ("Simple Line Icons"). */
  setName: string;
  /** Loads the set (names, glyphs, fonts) after the page has hydrated: the set's data is its own chunk. */
  load: () => Promise<IconSetData>;
  /** Icons shown at first and added by each "Show more" (a set can hold two thousand). */
  pageSize?: number;
}

type Copied = { name: string; markup: string; ok: boolean };

/**
 * A searchable icon set: a search box that filters by name as you type (with the count of matches), a grid
 * of icons with their names, and a copy button per icon that puts the set's markup on the clipboard and
 * says so (or shows the markup to copy by hand when the browser allows no clipboard).
 */
export function IconLibrary({ setName, load, pageSize = 120, ...section }: IconLibraryProps) {
  const ready = useInitialHydrationDone();
  const [data, setData] = useState<IconSetData | undefined>();
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(pageSize);
  const [copied, setCopied] = useState<Copied | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchId = useId();
  const countId = useId();

  useEffect(() => {
    if (!ready) return;
    let live = true;
    load().then(
      (set) => live && setData(set),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [ready, load]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const matches = data ? data.icons.filter((icon) => matchesQuery(icon, query)) : [];
  const visible = matches.slice(0, shown);
  const q = query.trim();

  const copy = async (icon: IconEntry) => {
    const ok = await writeClipboard(icon.markup);
    setCopied({ name: icon.name, markup: icon.markup, ok });
    clearTimeout(timer.current);
    if (ok) timer.current = setTimeout(() => setCopied(undefined), 4000);
  };

  let count = `Loading the ${setName} icons…`;
  if (failed) count = `The ${setName} icons could not be loaded. Reload the page to try again.`;
  else if (data && !q) count = `${data.icons.length} icons in ${setName}.`;
  else if (data && matches.length === 0) count = `No icon matches “${q}”.`;
  else if (data)
    count = `${matches.length} ${matches.length === 1 ? 'icon matches' : 'icons match'} “${q}”.`;

  return (
    <Section {...section}>
      {data && data.fonts.length > 0 && (
        <style dangerouslySetInnerHTML={{ __html: fontFaces(data.fonts) }} />
      )}
      <div className="mb-8 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="w-full md:max-w-md">
          <label htmlFor={searchId} className="text-ink mb-2 block font-semibold">
            Search icons by name
          </label>
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.currentTarget.value);
              setShown(pageSize);
            }}
            aria-describedby={countId}
            autoComplete="off"
            spellCheck={false}
            placeholder="arrow, user, cloud…"
            className="border-line bg-surface text-ink focus-visible:outline-brand w-full rounded-md border px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2"
          />
        </div>
        <p id={countId} role="status" className="text-muted min-h-6" data-icon-count>
          {count}
        </p>
      </div>
      <div role="status" className="mb-6 min-h-14" data-copy-status>
        {copied?.ok && (
          <p className="bg-brand-soft text-ink rounded-md px-4 py-3">
            Copied <code className="font-mono text-sm">{copied.markup}</code> to the clipboard.
          </p>
        )}
        {copied && !copied.ok && (
          <p className="border-line text-ink rounded-md border px-4 py-3">
            This browser did not let the page use the clipboard. The markup for {copied.name}:{' '}
            <code className="font-mono text-sm select-all">{copied.markup}</code>
          </p>
        )}
      </div>
      {data ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6"
          data-icon-grid
        >
          {visible.map((icon) => (
            <li key={icon.name}>
              <button
                type="button"
                onClick={() => void copy(icon)}
                data-icon={icon.name}
                className="border-line bg-surface text-ink hover:border-brand hover:text-brand focus-visible:outline-brand flex h-full w-full flex-col items-center gap-3 rounded-md border px-2 py-5 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2"
              >
                <Glyph icon={icon} fonts={data.fonts} />
                <span className="text-muted text-xs break-all">
                  <span className="sr-only">Copy </span>
                  {icon.name}
                </span>
                <span className="text-brand-strong text-xs font-semibold" aria-hidden="true">
                  {copied?.ok && copied.name === icon.name ? 'Copied' : 'Copy'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="min-h-[40rem]" aria-hidden="true" />
      )}
      {matches.length > visible.length && (
        <div className="mt-10 text-center">
          <Button variant="outline" onClick={() => setShown((n) => n + pageSize)}>
            Show more icons ({matches.length - visible.length} more)
          </Button>
        </div>
      )}
    </Section>
  );
}
