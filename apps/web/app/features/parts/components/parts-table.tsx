import type { Part } from '@contrail/contracts';
import { memo, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { ColumnHeads, usageColumns } from './column-heads.tsx';
import { availabilityLabel, formatPrice } from './format.ts';
import { highlightPartNumber } from './highlight.ts';
import { catalogueSearch } from './use-catalogue-url.ts';
import { useNarrow } from './use-narrow.ts';
import { useRowWindow } from './use-row-window.ts';
import { usePartsPanelText } from '~/i18n/parts-panel-text.ts';

export const partRowHeight = 52;
/** A row's height on a phone, where it shows as a card (the window needs a fixed height per row). */
export const partCardHeight = 148;

const indents: Record<number, string> = {
  0: 'ps-0 font-semibold',
  1: 'ps-4',
  2: 'ps-8',
  3: 'ps-12',
  4: 'ps-16',
  5: 'ps-20',
};
const availabilityTones: Record<string, string> = {
  'in-stock': 'bg-emerald-50 text-emerald-800',
  limited: 'bg-amber-50 text-amber-800',
  backorder: 'bg-orange-50 text-orange-800',
  quote: 'bg-surface-alt text-muted',
};

interface PartsTableProps {
  parts: readonly Part[];
  /** Rows on the server; rows beyond `parts.length` are loaded as the table scrolls near them. */
  total: number;
  caption: string;
  /** Search results: part numbers are highlighted and each row names its model and assembly. */
  query?: string;
  /** A new list (another query or assembly) scrolls back to the top. */
  scrollKey?: string;
  modelName?: (modelId: string) => string;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (select: boolean) => void;
  onAdd: (part: Part) => void;
  onNeedMore?: () => void;
  /** The IPC item lit here or on the assembly's diagram; its row is highlighted. */
  activeItem?: string | null;
  /** Hovering (`pointer`) or focusing (`focus`) a row lights its item (null when it leaves). */
  onActiveItem?: (item: string | null, via?: 'pointer' | 'focus') => void;
  /** Scroll the lit row into the table's view (when its callout was pointed at or pressed). */
  followActive?: boolean;
  /**
   * The IPC item the URL points at (a usage followed from a search): its row is marked
   * (aria-current) and, once it is loaded, scrolled into view, table and page.
   */
  targetItem?: string | null;
}

const sameName = (id: string) => id;

/**
 * A part number as written, on one line: the match is a `<mark>` inside the one `nowrap` span, so
 * the number copies and reads as one word ("AN3-5A", never "AN3" and "-5A" apart) and never wraps.
 */
export function PartNumber({ value, query }: { value: string; query?: string }) {
  return (
    // dir="ltr": a part number reads left to right inside a right-to-left line too (isolated from its text).
    <span className="whitespace-nowrap" dir="ltr" data-part-number>
      {query
        ? highlightPartNumber(value, query).map((segment, index) =>
            segment.match ? (
              // Dark text on the yellow in both schemes (the page's ink is light in dark).
              <mark key={index} className="rounded-sm bg-amber-200 text-stone-950">
                {segment.text}
              </mark>
            ) : (
              segment.text
            ),
          )
        : value}
    </span>
  );
}

export function AvailabilityBadge({ value }: { value: string }) {
  const text = usePartsPanelText();
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        availabilityTones[value] ?? availabilityTones.quote,
      )}
    >
      {availabilityLabel(value, text)}
    </span>
  );
}

interface PartRowProps {
  part: Part;
  index: number;
  selected: boolean;
  /** Lit from the diagram (or hovered here). */
  active: boolean;
  /** The row the URL points at. */
  target: boolean;
  query?: string;
  /** Model and assembly, for search results. */
  where?: string;
  onToggle: (id: string) => void;
  onAdd: (part: Part) => void;
  onActiveItem?: (item: string | null, via?: 'pointer' | 'focus') => void;
}

/** One IPC row; memoised, so ticking a part or loading more re-renders only the rows that changed. */
const PartRow = memo(function PartRow({
  part,
  index,
  selected,
  active,
  target,
  query,
  where,
  onToggle,
  onAdd,
  onActiveItem,
}: PartRowProps) {
  const text = usePartsPanelText();
  const point = onActiveItem && (() => onActiveItem(part.item, 'pointer'));
  const focus = onActiveItem && (() => onActiveItem(part.item, 'focus'));
  const dim = onActiveItem && (() => onActiveItem(null));
  return (
    <tr
      aria-rowindex={index + 2}
      data-part-row={part.partNumber}
      data-item={part.item}
      data-active={active || undefined}
      data-target={target || undefined}
      aria-current={target || undefined}
      onMouseEnter={point}
      onMouseLeave={dim}
      onFocus={focus}
      onBlur={dim}
      className={cn(
        'border-line h-[52px] border-t transition-colors duration-150 motion-reduce:transition-none',
        // A phone shows the row as a card: part number and item, description, usage, price and Add.
        'max-sm:grid max-sm:h-[148px] max-sm:grid-cols-[2rem_minmax(0,1fr)_auto] max-sm:grid-rows-[repeat(5,auto)] max-sm:content-center max-sm:gap-x-2 max-sm:gap-y-1 max-sm:overflow-hidden max-sm:px-1',
        active || target
          ? 'bg-amber-50 shadow-[inset_3px_0_0_var(--brand)]'
          : selected
            ? 'bg-brand-soft'
            : 'hover:bg-surface-alt',
      )}
    >
      <td className="px-3 max-sm:row-span-5 max-sm:self-start max-sm:px-2 max-sm:pt-1">
        <input
          type="checkbox"
          aria-label={text.table.select(part.partNumber)}
          checked={selected}
          onChange={() => onToggle(part.id)}
          className="accent-brand size-4"
        />
      </td>
      <td className="text-muted truncate px-2 tabular-nums max-sm:col-start-3 max-sm:row-start-3 max-sm:text-end max-sm:text-xs">
        {part.figure}/{part.item}
      </td>
      <td className="truncate px-2 font-mono font-semibold max-sm:col-start-2 max-sm:row-start-1 max-sm:px-0">
        <PartNumber value={part.partNumber} query={query} />
      </td>
      <td
        className="truncate px-2 max-sm:col-span-2 max-sm:col-start-2 max-sm:row-start-2 max-sm:px-0"
        title={part.description}
      >
        <span className={cn('block truncate max-sm:ps-0', indents[part.indent] ?? 'ps-20')}>
          {part.description}
          {part.supersededBy && (
            <span className="text-muted text-xs">
              {' '}
              · {text.table.supersededBy.toLocaleLowerCase(text.intlTag)}{' '}
              <Link
                to={{ search: catalogueSearch({ q: part.supersededBy }) }}
                className="text-brand font-semibold underline-offset-4 hover:underline"
              >
                {part.supersededBy}
              </Link>
            </span>
          )}
        </span>
      </td>
      {where !== undefined && (
        <td className="text-muted truncate px-2 text-xs max-sm:hidden">{where}</td>
      )}
      <td className="px-2 tabular-nums max-sm:col-start-2 max-sm:row-start-3 max-sm:px-0 max-sm:text-xs">
        {part.unitsPerAssembly} {part.unit}
      </td>
      <td className="text-muted truncate px-2 text-xs max-sm:col-span-2 max-sm:col-start-2 max-sm:row-start-4 max-sm:px-0">
        {part.effectivity}
      </td>
      <td className="px-2 max-sm:col-start-2 max-sm:row-start-5 max-sm:px-0">
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            availabilityTones[part.availability] ?? availabilityTones.quote,
          )}
        >
          {availabilityLabel(part.availability, text)}
        </span>
      </td>
      <td className="px-2 text-end tabular-nums max-sm:col-start-3 max-sm:row-start-5 max-sm:font-semibold">
        {formatPrice(part.priceCents, text)}
      </td>
      <td className="px-2 max-sm:col-start-3 max-sm:row-start-1 max-sm:px-0 max-sm:text-end">
        <button
          type="button"
          onClick={() => onAdd(part)}
          aria-label={text.table.addPart(part.partNumber)}
          className="text-brand hover:bg-brand-soft inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold"
        >
          <Icon name="plus" size={16} /> {text.table.add}
        </button>
      </td>
    </tr>
  );
});

/**
 * The IPC parts table, windowed: only the rows in view (and a few around them) are in the DOM. Rows
 * are keyed by their place in the window, so a new list (the next search's results) updates the rows
 * already there instead of building new ones.
 */
export const PartsTable = memo(function PartsTable({
  parts,
  total,
  caption,
  query,
  scrollKey,
  modelName = sameName,
  selected,
  onToggle,
  onToggleAll,
  onAdd,
  onNeedMore,
  activeItem = null,
  onActiveItem,
  followActive = false,
  targetItem = null,
}: PartsTableProps) {
  const narrow = useNarrow();
  const { table } = usePartsPanelText();
  const rowHeight = narrow ? partCardHeight : partRowHeight;
  const { ref, window } = useRowWindow(parts.length, rowHeight, scrollKey);
  const search = query !== undefined;
  const columns = search ? 10 : 9;
  const allSelected = parts.length > 0 && parts.every((part) => selected.has(part.id));

  // A row lit from the diagram scrolls into the table's view (the page itself stays put).
  const activeIndex = activeItem === null ? -1 : parts.findIndex((p) => p.item === activeItem);
  useEffect(() => {
    const element = ref.current;
    if (!followActive || activeIndex < 0 || !element) return;
    const top = activeIndex * rowHeight;
    // The sticky header covers the first row's height.
    const header = narrow ? 0 : partRowHeight;
    if (top < element.scrollTop || top + 2 * rowHeight > element.scrollTop + element.clientHeight) {
      element.scrollTop = Math.max(0, top - element.clientHeight / 2 + header);
    }
  }, [followActive, activeIndex, ref, rowHeight, narrow]);

  // The row the URL points at: into the table's view, and the table into the page's, once per row
  // (a remount, as on back/forward to it, shows it again).
  const targetIndex =
    targetItem === null || search ? -1 : parts.findIndex((p) => p.item === targetItem);
  const shownTarget = useRef<string | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (targetIndex < 0 || !element) return;
    const key = `${scrollKey}\u0000${targetItem}`;
    if (shownTarget.current === key) return;
    shownTarget.current = key;
    element.scrollTop = Math.max(0, targetIndex * rowHeight - element.clientHeight / 2 + rowHeight);
    element.scrollIntoView({ block: 'center' });
  }, [targetIndex, targetItem, scrollKey, ref, rowHeight]);

  const nearEnd = window.end >= parts.length - 40;
  useEffect(() => {
    if (nearEnd && parts.length < total) onNeedMore?.();
  }, [nearEnd, parts.length, total, onNeedMore]);

  return (
    <div
      ref={ref}
      // The scroll container is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
      data-testid="parts-table"
      className="border-line rounded-card max-h-[36rem] overflow-auto border"
    >
      <table
        className="w-full table-fixed border-collapse text-sm max-sm:block sm:min-w-[64rem]"
        aria-rowcount={total + 1}
      >
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          <col className="w-12" />
          <col className="w-24" />
          <col className="w-40" />
          <col />
          {search && <col className="w-48" />}
          <col className="w-20" />
          <col className="w-32" />
          <col className="w-28" />
          <col className="w-24" />
          <col className="w-24" />
        </colgroup>
        <thead className="bg-surface-alt sticky top-0 z-10 text-start text-xs tracking-wide uppercase max-sm:sr-only">
          <tr aria-rowindex={1} className="h-12">
            <th scope="col" className="px-3">
              <input
                type="checkbox"
                aria-label={table.selectAll}
                checked={allSelected}
                onChange={(event) => onToggleAll(event.target.checked)}
                className="accent-brand size-4"
              />
            </th>
            <ColumnHeads
              cell="px-2"
              columns={[
                { label: table.figItem },
                { label: table.partNumber },
                { label: table.description },
                ...(search ? [{ label: table.modelAssembly }] : []),
                ...usageColumns(table),
              ]}
            />
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {window.padTop > 0 && (
            <tr aria-hidden="true" className="max-sm:block" style={{ height: window.padTop }}>
              <td colSpan={columns} />
            </tr>
          )}
          {parts.slice(window.start, window.end).map((part, offset) => {
            const index = window.start + offset;
            return (
              <PartRow
                // The row's place, not the part: a new list reuses the rows on screen.
                key={index}
                part={part}
                index={index}
                selected={selected.has(part.id)}
                active={part.item === activeItem && !search}
                target={part.item === targetItem && !search}
                query={query}
                where={
                  search
                    ? `${modelName(part.modelId)} · ${part.assemblyName ?? part.assemblyId}`
                    : undefined
                }
                onToggle={onToggle}
                onAdd={onAdd}
                onActiveItem={search ? undefined : onActiveItem}
              />
            );
          })}
          {window.padBottom > 0 && (
            <tr aria-hidden="true" className="max-sm:block" style={{ height: window.padBottom }}>
              <td colSpan={columns} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
});
