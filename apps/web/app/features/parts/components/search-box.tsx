import { memo, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Icon } from '~/components/ui/icon.tsx';
import { usePartsText } from '~/i18n/i18n-context.tsx';

/**
 * Wait after the last keystroke before searching. The target is results within 150 ms of the last
 * keystroke (bench/parts-search.ts); the API answers in ~5 ms, so most of the budget is this wait and
 * the render. Typing at 8–15 keys a second (70–120 ms apart) still sends few intermediate queries.
 */
export const searchDebounceMs = 70;

interface SearchBoxProps {
  /** The query shown (typed here, or from the URL: deep link, back/forward). */
  value: string;
  /** Called with the trimmed query once typing pauses (or at once on Enter). */
  onSearch: (query: string) => void;
  /** Called when an edit makes the query sent last stale (its answer need not be shown). */
  onEdit?: () => void;
  /** ArrowDown in the box: move into the results (answers false when there are none to move to). */
  onArrowDown?: () => boolean;
  /** The input, for the results to hand focus back (ArrowUp on the first result, Escape). */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/** The part search box: debounced, synced with the query shown. */
export const SearchBox = memo(function SearchBox({
  value,
  onSearch,
  onEdit,
  onArrowDown,
  inputRef,
}: SearchBoxProps) {
  const id = useId();
  const { search: words } = usePartsText();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  /** True while the last query sent was cancelled by an edit, so it must be sent again. */
  const cancelled = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The query changed from outside (back/forward, a link): show it.
  useEffect(() => {
    if (value !== sent.current) {
      clearTimeout(timer.current);
      sent.current = value;
      cancelled.current = false;
      setText(value);
    }
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (query: string) => {
    clearTimeout(timer.current);
    sent.current = query;
    cancelled.current = false;
    onSearch(query);
  };

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send(text.trim());
      }}
      className="relative"
    >
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        {words.label}
      </label>
      <Icon
        name="search"
        size={20}
        className="text-muted pointer-events-none absolute inset-s-3 bottom-3.5"
      />
      <input
        ref={inputRef}
        id={id}
        type="search"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          const query = next.trim();
          // Nothing new to search (e.g. a trailing space), unless an edit cancelled it.
          if (query === sent.current && !cancelled.current) return;
          if (!cancelled.current) {
            cancelled.current = true;
            onEdit?.();
          }
          timer.current = setTimeout(() => send(query), searchDebounceMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && onArrowDown?.()) event.preventDefault();
        }}
        aria-describedby={onArrowDown ? `${id}-keys` : undefined}
        placeholder={words.placeholder}
        autoComplete="off"
        spellCheck={false}
        className="border-line focus:border-brand bg-card w-full rounded-md border py-3 ps-11 pe-4 text-base"
        data-testid="parts-search"
      />
      {onArrowDown && (
        <span id={`${id}-keys`} className="sr-only">
          {words.keys}
        </span>
      )}
    </form>
  );
});
