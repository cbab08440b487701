import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/** Wait after the last keystroke before searching (spec: debounced; the target is results in ~150 ms). */
export const searchDebounceMs = 120;

interface SearchBoxProps {
  /** The query in the URL (deep link, back/forward). */
  value: string;
  /** Called with the trimmed query once typing pauses. */
  onSearch: (query: string) => void;
}

/** The part search box: debounced, synced with the URL's `q`. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), searchDebounceMs);
  const sent = useRef(value);

  // The URL changed from outside (back/forward, a link): show its query.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        sent.current = text.trim();
        onSearch(text.trim());
      }}
      className="relative"
    >
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        Search parts by number or description
      </label>
      <Icon
        name="search"
        size={20}
        className="text-muted pointer-events-none absolute bottom-3.5 left-3"
      />
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="e.g. AN3-5A, MS20995C32, tail wheel spring"
        autoComplete="off"
        spellCheck={false}
        className="border-line focus:border-brand w-full rounded-md border bg-white py-3 pr-4 pl-11 text-base"
        data-testid="parts-search"
      />
    </form>
  );
}
