import type { CatalogueLine, Part, PartSummary } from '@contrail/contracts';
import { memo, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { ColumnHeads, usageColumns } from './column-heads.tsx';
import { availabilityLabel, formatPrice } from './format.ts';
import { AvailabilityBadge, PartNumber } from './parts-table.tsx';
import { catalogueSearch } from './use-catalogue-url.ts';
import { usePartUsages } from './use-part-usages.ts';
import { usePartsPanelText } from '~/i18n/parts-panel-text.ts';
import type { PartsPanelMessages } from '~/i18n/messages.parts.ts';

/**
 * A usage cell's column name, shown on a phone only: there the usages stack as cards (two cells a line,
 * no column heads), in either direction, instead of a table wider than the screen.
 */
function OnPhone({ label }: { label: string }) {
  return <span className="text-muted me-1 sm:hidden">{label}:</span>;
}

/** "Used in 41 assemblies on 6 models" */
export const whereUsed = (
  group: Pick<PartSummary, 'assemblyCount' | 'models'>,
  text: Pick<PartsPanelMessages, 'groups'>,
) => text.groups.whereUsed(group.assemblyCount, group.models.length);

interface PartGroupsProps {
  groups: readonly PartSummary[];
  caption: string;
  query: string;
  modelName: (modelId: string) => string;
  /** The line of a model, for links into the catalogue. */
  modelLine: (modelId: string) => CatalogueLine | undefined;
  onAdd: (part: Part) => void;
  /** ArrowUp on the first result, or Escape: back to the search box. */
  onExit?: () => void;
  /**
   * The model chosen in the catalogue, if any: a part added from its row is filed under that model's
   * usage. With none chosen, a part used on several models is not filed under an arbitrary one: the
   * visitor picks the usage (the aircraft it is for).
   */
  model?: string | null;
}

interface GroupRowProps extends Omit<PartGroupsProps, 'groups' | 'caption' | 'onExit'> {
  group: PartSummary;
}

const linkClass = 'text-brand font-semibold underline-offset-4 hover:underline';

/** One part number and, once opened, the assemblies that use it. */
const GroupRow = memo(function GroupRow({
  group,
  query,
  modelName,
  modelLine,
  onAdd,
  model = null,
}: GroupRowProps) {
  const text = usePartsPanelText();
  const { groups: words, table } = text;
  const [open, setOpen] = useState(false);
  const usagesId = useId();
  const firstAdd = useRef<HTMLButtonElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const usageRows = useRef<HTMLTableSectionElement>(null);
  const [first] = group.usages;
  const { usages, total, status, loadMore } = usePartUsages(group);
  const more = total - usages.length;

  // The rest of the usages, a page at a time. Focus on the button moves to the first usage loaded
  // (the button itself goes once all are listed); a failure turns the button into Retry, in place.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  const showMore = async () => {
    const focused = document.activeElement === moreButton.current;
    const from = await loadMore();
    if (from !== null && focused) setFocusRow(from);
  };
  // Each page starts further down, so `focusRow` never repeats a value and need not be reset.
  useEffect(() => {
    if (focusRow === null) return;
    usageRows.current?.querySelectorAll('tr')[focusRow]?.querySelector('a')?.focus();
  }, [focusRow]);
  const [moreLabel, moreName] =
    status === 'failed'
      ? [text.retry, words.retryUsages(group.partNumber)]
      : status === 'loading'
        ? [words.loadingUsages, words.loadingUsagesOf(group.partNumber)]
        : usages.length === group.usages.length
          ? [words.showAll(total), words.showAllOf(total, group.partNumber)]
          : [words.showMore, words.showMoreOf(group.partNumber)];

  // The part row adds a usage only when it is clear which one: one price and unit, and the model
  // chosen in the catalogue (or the only model using it). Otherwise the visitor picks the usage.
  const usage = model
    ? group.usages.find((candidate) => candidate.modelId === model)
    : group.models.length === 1
      ? first
      : undefined;
  const pick = group.priceVaries || !usage;
  const addFromRow = () => {
    if (!pick && usage) {
      onAdd(usage);
      return;
    }
    setOpen(true);
    requestAnimationFrame(() => firstAdd.current?.focus());
  };

  return (
    <>
      <tr
        data-part-row={group.partNumber}
        className="border-line hover:bg-surface-alt border-t max-sm:grid max-sm:grid-cols-[1fr_auto_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-3 max-sm:py-3"
      >
        <td className="px-3 py-2 max-sm:col-span-3 max-sm:p-0">
          <button
            type="button"
            aria-expanded={open}
            aria-label={words.toggleUsages(open, group.partNumber)}
            aria-controls={usagesId}
            data-result-nav
            onClick={() => setOpen((value) => !value)}
            className="inline-flex items-center gap-1 rounded-md font-mono font-semibold"
          >
            <Icon
              name="chevron-right"
              size={16}
              className={cn('transition-transform', open && 'rotate-90 rtl:-rotate-90')}
            />
            <PartNumber value={group.partNumber} query={query} />
          </button>
        </td>
        <td className="px-2 py-2 max-sm:col-span-3 max-sm:p-0">
          {group.description}
          {group.supersededBy && (
            <span className="text-muted block text-xs">
              {table.supersededBy}{' '}
              <Link
                to={{ search: catalogueSearch({ q: group.supersededBy }) }}
                className={linkClass}
              >
                {group.supersededBy}
              </Link>
            </span>
          )}
          {group.supersedes && (
            <span className="text-muted block text-xs">{table.supersedes(group.supersedes)}</span>
          )}
        </td>
        <td className="text-muted px-2 py-2 text-xs max-sm:col-span-3 max-sm:p-0">
          {whereUsed(group, text)}
        </td>
        <td className="px-2 py-2 max-sm:p-0">
          <AvailabilityBadge value={group.availability} />
        </td>
        <td className="px-2 py-2 text-end tabular-nums max-sm:p-0">
          {group.priceVaries && group.priceCents !== null
            ? text.from(formatPrice(group.priceCents, text))
            : formatPrice(group.priceCents, text)}
        </td>
        <td className="px-2 py-2 max-sm:p-0">
          <button
            type="button"
            onClick={addFromRow}
            aria-label={pick ? words.choose(group.partNumber) : table.addPart(group.partNumber)}
            className="text-brand hover:bg-brand-soft inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold"
          >
            <Icon name="plus" size={16} /> {table.add}
          </button>
        </td>
      </tr>
      <tr id={usagesId} hidden={!open} data-usages-of={group.partNumber} className="max-sm:block">
        <td colSpan={6} className="bg-surface-alt px-3 pt-1 pb-3 max-sm:block">
          {open && (
            <>
              {group.priceVaries ? (
                <p className="text-muted py-1 text-xs">{words.priceVaries}</p>
              ) : (
                pick && <p className="text-muted py-1 text-xs">{words.severalModels}</p>
              )}
              <div className="sm:overflow-x-auto">
                <table className="w-full border-collapse text-xs max-sm:block">
                  <caption className="sr-only">{words.usagesOf(group.partNumber)}</caption>
                  <thead className="text-start tracking-wide uppercase max-sm:sr-only">
                    <tr>
                      <ColumnHeads
                        cell="px-2 py-1"
                        columns={[
                          { label: table.model },
                          { label: table.assembly },
                          { label: table.figItem },
                          ...usageColumns(table),
                        ]}
                      />
                    </tr>
                  </thead>
                  <tbody ref={usageRows} className="max-sm:block">
                    {usages.map((usage, index) => {
                      const model = modelName(usage.modelId);
                      const assembly = usage.assemblyName ?? usage.assemblyId;
                      return (
                        <tr
                          key={usage.id}
                          data-usage-row={usage.id}
                          className="border-line border-t max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-2"
                        >
                          <td className="px-2 py-1 font-semibold max-sm:p-0">{model}</td>
                          <td className="px-2 py-1 max-sm:p-0">
                            <Link
                              to={{
                                search: catalogueSearch({
                                  line: modelLine(usage.modelId) ?? null,
                                  model: usage.modelId,
                                  assembly: usage.assemblyId,
                                  item: usage.item,
                                }),
                              }}
                              className={linkClass}
                            >
                              {assembly}
                            </Link>
                          </td>
                          <td className="px-2 py-1 tabular-nums max-sm:p-0">
                            <OnPhone label={table.figItem} />
                            {usage.figure}/{usage.item}
                          </td>
                          <td className="px-2 py-1 tabular-nums max-sm:p-0">
                            <OnPhone label={table.unitsPerAssembly} />
                            {usage.unitsPerAssembly} {usage.unit}
                          </td>
                          <td className="px-2 py-1 max-sm:p-0">
                            <OnPhone label={table.effectivity} />
                            {usage.effectivity}
                          </td>
                          <td className="px-2 py-1 max-sm:p-0">
                            <OnPhone label={table.availability} />
                            {availabilityLabel(usage.availability, text)}
                          </td>
                          <td className="px-2 py-1 text-end tabular-nums max-sm:p-0 max-sm:text-start">
                            <OnPhone label={table.price} />
                            {formatPrice(usage.priceCents, text)}
                          </td>
                          <td className="px-2 py-1 max-sm:p-0 max-sm:text-end">
                            <button
                              ref={index === 0 ? firstAdd : undefined}
                              type="button"
                              onClick={() => onAdd(usage)}
                              aria-label={words.addUsage(
                                usage.partNumber,
                                model,
                                assembly,
                                usage.item,
                              )}
                              className="text-brand hover:bg-brand-soft inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold"
                            >
                              <Icon name="plus" size={14} /> {table.add}
                            </button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              {(more > 0 || usages.length > group.usages.length) && (
                <div className="flex flex-wrap items-center gap-3 pt-2 text-xs">
                  <p aria-live="polite" className="text-muted">
                    {words.showing(usages.length, total)}
                  </p>
                  {status === 'failed' && (
                    <p role="alert" className="text-danger font-medium">
                      {words.usagesFailed}
                    </p>
                  )}
                  {more > 0 && (
                    <button
                      ref={moreButton}
                      type="button"
                      aria-disabled={status === 'loading' || undefined}
                      aria-label={moreName}
                      onClick={() => void showMore()}
                      className="text-brand hover:bg-brand-soft inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold"
                    >
                      {moreLabel}
                    </button>
                  )}
                </div>
              )}
            </>
          )}
        </td>
      </tr>
    </>
  );
});

/**
 * Search results, one row per part number (best match first): what it is, where it is used, its
 * price and availability. Opening a row lists its usages, each linking to its assembly.
 */
export const PartGroups = memo(function PartGroups({
  groups,
  caption,
  onExit,
  ...rest
}: PartGroupsProps) {
  const { table } = usePartsPanelText();
  // Arrow keys walk the results' part numbers; ArrowUp from the first, or Escape, goes back to the box.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && onExit) {
      event.preventDefault();
      onExit();
      return;
    }
    if (
      (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') ||
      !target.hasAttribute('data-result-nav')
    )
      return;
    const all = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-result-nav]')];
    const next = all.indexOf(target) + (event.key === 'ArrowDown' ? 1 : -1);
    event.preventDefault();
    if (next < 0) onExit?.();
    else all[next]?.focus();
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys between the results' buttons
    <div
      role="region"
      aria-label={caption}
      data-testid="parts-table"
      // The query these rows answer (they render deferred, a moment after the heading): the bench's mark.
      data-query={rest.query}
      onKeyDown={onKeyDown}
      className="border-line rounded-card overflow-x-auto border"
    >
      {/* On a phone each row is a card (explicit roles keep the table's semantics). */}
      <table className="w-full border-collapse text-sm max-sm:block sm:min-w-[52rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-alt text-start text-xs tracking-wide uppercase max-sm:sr-only">
          <tr className="h-12">
            <ColumnHeads
              cell="px-2 first:px-3"
              columns={[
                { label: table.partNumber },
                { label: table.description },
                { label: table.whereUsedHead },
                { label: table.availability },
                { label: table.price, align: 'right' },
                { label: table.addToCart, srOnly: true },
              ]}
            />
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {groups.map((group) => (
            <GroupRow key={group.partNumber} group={group} {...rest} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
