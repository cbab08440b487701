import type { AssemblyDiagram as Diagram } from '@contrail/contracts';
import type { ReactNode } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import type { DiagramSheets } from './use-sheets.ts';
import { maxZoom, type useZoomPan } from './use-zoom-pan.ts';
import { usePartsPanelText } from '~/i18n/parts-panel-text.ts';

/**
 * The drawing's header: its title, what the sheet shows (or where a row hovered in the table is),
 * the sheet pager and the zoom toolbar.
 */
export function DiagramToolbar({
  diagram,
  sheets,
  zoomPan,
  zoomed,
  activeItem,
}: {
  diagram: Diagram;
  sheets: DiagramSheets;
  zoomPan: ReturnType<typeof useZoomPan>;
  /** The view is zoomed in (zooming out is possible). */
  zoomed: boolean;
  /** The item lit here or in the table. */
  activeItem: string | null;
}) {
  const { diagram: words } = usePartsPanelText();
  const percent = Math.round(zoomPan.zoom * 100);
  const multiSheet = diagram.sheetCount > 1;
  const first = diagram.callouts[0]?.item;
  const last = diagram.callouts[diagram.callouts.length - 1]?.item;
  const onSheet =
    multiSheet && first !== undefined && last !== undefined
      ? words.items(first, last, diagram.callouts.length, diagram.calloutCount)
      : words.numbered(diagram.calloutCount);
  // A row hovered whose item is on another sheet: say where it is (focusing or ticking it turns there).
  const onThisSheet = diagram.callouts.some((callout) => callout.item === activeItem);
  const elsewhere = multiSheet && activeItem !== null && !onThisSheet ? activeItem : null;
  const elsewhereSheet = elsewhere === null ? undefined : sheets.sheetOf(elsewhere);
  return (
    <header className="border-line flex flex-col gap-3 border-b px-4 py-3 sm:flex-row sm:items-center sm:px-5">
      <div className="min-w-0 flex-1">
        <h3
          id="diagram-heading"
          className="font-display flex flex-wrap items-baseline gap-x-2 text-base font-bold"
        >
          {words.title}
          <span className="text-muted text-xs font-medium tracking-wide uppercase">
            {diagram.source === 'generated' ? words.schematic : words.drawing}
          </span>
        </h3>
        {/* Both lines take the same cell, so swapping them never moves the page. */}
        <p className="text-muted grid text-xs">
          <span className={cn('col-start-1 row-start-1', elsewhere !== null && 'invisible')}>
            {onSheet} {words.selectHint}
          </span>
          <span
            data-testid="item-elsewhere"
            className={cn('col-start-1 row-start-1', elsewhere === null && 'invisible')}
          >
            {elsewhere !== null && words.elsewhere(elsewhere, elsewhereSheet)}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {multiSheet && (
          <div
            role="group"
            aria-label={words.sheets}
            className="border-line bg-surface-alt flex items-center justify-between gap-0.5 rounded-full border p-1"
          >
            <ToolButton
              label={words.previousSheet}
              disabled={sheets.current <= 1}
              onClick={() => sheets.goTo(sheets.current - 1)}
              icon={<Icon name="chevron-left" size={16} />}
            />
            <output
              aria-live="polite"
              data-testid="diagram-sheet"
              className="min-w-24 text-center text-xs font-semibold whitespace-nowrap tabular-nums"
            >
              {words.sheetOf(diagram.sheet, diagram.sheetCount)}
            </output>
            <ToolButton
              label={words.nextSheet}
              disabled={sheets.current >= diagram.sheetCount}
              onClick={() => sheets.goTo(sheets.current + 1)}
              icon={<Icon name="chevron-right" size={16} />}
            />
          </div>
        )}
        <div
          role="toolbar"
          aria-label={words.zoom}
          className="border-line bg-surface-alt flex items-center justify-between gap-0.5 rounded-full border p-1"
        >
          <ToolButton
            label={words.zoomOut}
            disabled={!zoomed}
            onClick={zoomPan.zoomOut}
            icon={<Icon name="minus" size={16} />}
          />
          <output
            aria-live="polite"
            aria-label={words.zoomLevel}
            className="w-12 text-center text-xs font-semibold tabular-nums"
          >
            {percent}%
          </output>
          <ToolButton
            label={words.zoomIn}
            disabled={zoomPan.zoom >= maxZoom - 0.01}
            onClick={zoomPan.zoomIn}
            icon={<Icon name="plus" size={16} />}
          />
          <span aria-hidden="true" className="bg-line mx-1 h-5 w-px" />
          <button
            type="button"
            onClick={zoomPan.reset}
            className="hover:bg-surface focus-visible:outline-brand rounded-full px-3 py-1.5 text-xs font-semibold focus-visible:outline-2"
          >
            {words.reset}
          </button>
        </div>
      </div>
    </header>
  );
}

function ToolButton({
  label,
  icon,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      // aria-disabled, not disabled: the button keeps focus when the zoom reaches its end.
      aria-disabled={disabled}
      onClick={() => {
        if (!disabled) onClick();
      }}
      className="hover:bg-surface focus-visible:outline-brand grid size-8 place-items-center rounded-full focus-visible:outline-2 aria-disabled:opacity-40"
    >
      {icon}
    </button>
  );
}
