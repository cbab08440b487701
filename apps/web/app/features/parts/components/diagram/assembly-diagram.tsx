import type { AssemblyDiagram as Diagram, DiagramCallout } from '@contrail/contracts';
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { DiagramPlaceholder } from './diagram-placeholder.tsx';
import { LoadState } from '~/features/parts/components/load-state.tsx';
import { isAbort, logFailure } from '~/features/parts/state/log-failure.ts';
import { fetchDiagram, type SheetWanted } from './diagram-answer.ts';
import { maxZoom, useZoomPan, type View } from './use-zoom-pan.ts';

export interface AssemblyDiagramProps {
  modelId: string;
  assembly: string;
  /** The assembly's name, for the drawing's label. */
  title: string;
  /** The item hovered or focused here or in the parts table. */
  activeItem: string | null;
  /** A callout hovered (`pointer`) or focused (`focus`), or none (null). */
  onActiveItem: (item: string | null, via?: 'pointer' | 'focus') => void;
  /** Part ids ticked in the table: their callouts show as pressed. */
  selected: ReadonlySet<string>;
  onSelect: (callout: DiagramCallout) => void;
  /**
   * An item whose sheet to show: the row focused or ticked in the parts table. When it changes to
   * an item on another sheet, the drawing turns to that sheet (a row only hovered lights its
   * callout when it is on the sheet shown, and otherwise says which sheet holds it).
   */
  followItem?: string | null;
}

/** "Item 94, AN3-5A bolt": what a screen reader says for a callout. */
export const calloutName = (callout: DiagramCallout) =>
  `Item ${callout.item}, ${callout.partNumber} ${callout.description.toLowerCase()}`;

/** The drawing's colours: the site's tokens, so the sheet sits in the page's palette. */
const paperColours = {
  '--dg-ink': 'var(--ink)',
  '--dg-axis': 'var(--brand)',
  '--dg-label': 'var(--muted)',
  '--dg-frame': 'color-mix(in srgb, var(--muted) 45%, transparent)',
  '--dg-grid': 'color-mix(in srgb, var(--brand) 7%, transparent)',
  '--dg-grid-major': 'color-mix(in srgb, var(--brand) 12%, transparent)',
} as CSSProperties;

/** Sheets kept once loaded (per assembly), so paging back and forth does not ask again. */
const keptSheets = 12;

const wantedKey = (wanted: SheetWanted) =>
  'item' in wanted ? `item:${wanted.item}` : `sheet:${wanted.sheet}`;

/** The sheets loaded so far with `diagram` added (the oldest dropped beyond {@link keptSheets}). */
function withSheet(sheets: ReadonlyMap<number, Diagram>, diagram: Diagram) {
  const next = new Map(sheets);
  next.delete(diagram.sheet);
  next.set(diagram.sheet, diagram);
  for (const sheet of next.keys()) {
    if (next.size <= keptSheets) break;
    next.delete(sheet);
  }
  return next;
}

/** The loaded sheet holding an item's callout, if any. */
function loadedSheetOf(sheets: ReadonlyMap<number, Diagram>, item: string) {
  for (const diagram of sheets.values()) {
    if (diagram.callouts.some((callout) => callout.item === item)) return diagram.sheet;
  }
  return undefined;
}

/**
 * The sheets of an assembly's drawing: the one wanted (sheet 1 first), loaded when not yet kept.
 * While another sheet loads the last one stays on screen (`shown`), so nothing jumps.
 */
function useSheets(modelId: string, assembly: string) {
  const [wanted, setWanted] = useState<SheetWanted>({ sheet: 1 });
  const [sheets, setSheets] = useState<ReadonlyMap<number, Diagram>>(() => new Map());
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const target = 'item' in wanted ? loadedSheetOf(sheets, wanted.item) : wanted.sheet;
  const ready = target === undefined ? undefined : sheets.get(target);
  const [shown, setShown] = useState<Diagram | undefined>(undefined);
  if (ready && ready !== shown) setShown(ready);

  // What to ask the API for when the wanted sheet is not kept yet.
  const askSheet = ready ? undefined : target;
  const askItem = ready || target !== undefined || !('item' in wanted) ? undefined : wanted.item;
  const key = `${wantedKey(wanted)}/${attempt}`;
  useEffect(() => {
    if (askSheet === undefined && askItem === undefined) return;
    const controller = new AbortController();
    const ask: SheetWanted = askItem === undefined ? { sheet: askSheet ?? 1 } : { item: askItem };
    fetchDiagram(modelId, assembly, ask, controller.signal).then(
      (diagram) => {
        setSheets((current) => withSheet(current, diagram));
        // Asked by item: from now on it is that sheet that is wanted.
        if ('item' in ask) setWanted({ sheet: diagram.sheet });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        logFailure('diagram', error);
        setFailedKey(key);
      },
    );
    return () => controller.abort();
  }, [modelId, assembly, askSheet, askItem, key]);

  const status: 'ready' | 'loading' | 'failed' = ready
    ? 'ready'
    : failedKey === key
      ? 'failed'
      : 'loading';
  /** The sheet asked for last (the one shown, or the one on its way). */
  const current = 'sheet' in wanted ? wanted.sheet : (shown?.sheet ?? 1);
  const want = (next: SheetWanted) => {
    if (wantedKey(next) !== wantedKey(wanted)) setWanted(next);
  };
  return {
    shown,
    status,
    current,
    /** What is being loaded, for a failure message. */
    asking: 'item' in wanted ? `the sheet of item ${wanted.item}` : `sheet ${wanted.sheet}`,
    retry: () => setAttempt((n) => n + 1),
    /** Turns to a sheet by number (kept within the drawing's sheets). */
    goTo: (sheet: number) => {
      const count = shown?.sheetCount ?? 1;
      want({ sheet: Math.min(count, Math.max(1, sheet)) });
    },
    /** Turns to the sheet holding an item, asking the API which one when it is not known yet. */
    showItem: (item: string) => {
      if (!shown || shown.sheetCount < 2) return;
      const sheet = shown.callouts.some((callout) => callout.item === item)
        ? shown.sheet
        : loadedSheetOf(sheets, item);
      want(sheet === undefined ? { item } : { sheet });
    },
    /** Which sheet holds an item, when a loaded sheet does. */
    sheetOf: (item: string) => loadedSheetOf(sheets, item),
  };
}

export type DiagramSheets = ReturnType<typeof useSheets>;

/**
 * The assembly's exploded view (loaded with React.lazy, so no page pays for it up front): the
 * vector drawing with a numbered balloon per IPC item. Balloons are buttons in item order, named
 * for screen readers; hovering or focusing one lights its table row (and a row lights its balloon);
 * pressing one ticks the row. Wheel, pinch, drag and + / - / arrows / 0 zoom and pan. A long
 * figure comes in sheets: previous / next turn them, and a row focused or ticked in the table turns
 * to the sheet holding its item.
 */
export default function AssemblyDiagram(props: AssemblyDiagramProps) {
  const sheets = useSheets(props.modelId, props.assembly);
  const { shown } = sheets;
  // A row focused or ticked brings its sheet; applied once a sheet is on screen.
  const followItem = props.followItem ?? null;
  const [followed, setFollowed] = useState<string | null>(null);
  if (shown && followItem !== followed) {
    setFollowed(followItem);
    if (followItem !== null) sheets.showItem(followItem);
  }
  return (
    <section
      aria-labelledby="diagram-heading"
      aria-busy={sheets.status === 'loading'}
      data-testid="assembly-diagram"
      className="border-line bg-surface rounded-card mb-8 overflow-hidden border shadow-[0_1px_2px_rgb(16_24_40/0.05),0_12px_32px_-12px_rgb(16_24_40/0.12)]"
    >
      {shown ? (
        <DiagramView diagram={shown} sheets={sheets} {...props} />
      ) : (
        <div className="p-4">
          <LoadState
            status={sheets.status === 'failed' ? 'failed' : 'loading'}
            what="exploded view"
            empty
            emptyText=""
            onRetry={sheets.retry}
            placeholder={<DiagramPlaceholder />}
          >
            {null}
          </LoadState>
        </div>
      )}
    </section>
  );
}

function DiagramView({
  diagram,
  sheets,
  title,
  activeItem,
  onActiveItem,
  selected,
  onSelect,
}: AssemblyDiagramProps & { diagram: Diagram; sheets: DiagramSheets }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const frameWidth = useWidth(frame);
  // The box keeps the proportions of the first sheet shown: turning a sheet never moves the page
  // (each sheet is fitted into the box, the extra room filled with the grid).
  const [ratio] = useState(diagram.viewBox.width / diagram.viewBox.height);
  // The drawing fills the panel's width; a wide panel shows more sheet around it.
  const height = frameWidth > 0 ? Math.round(Math.min(frameWidth / ratio, maxHeight)) : 0;
  const aspect = height > 0 ? frameWidth / height : ratio;
  const base = useMemo(() => fitView(diagram.viewBox, aspect), [diagram.viewBox, aspect]);
  // A new sheet starts unzoomed.
  const zoomPan = useZoomPan(base, box, diagram.sheet);
  const { view } = zoomPan;
  // Inserted as markup on purpose: the API only ever serves drawings it wrote itself, generated or
  // rebuilt on import from an XML parse against an allow-list with every value escaped (apps/api
  // catalogue/diagram/diagram-svg.ts, docs/decisions/0016); so no second sanitiser here.
  const drawing = useMemo(() => ({ __html: diagram.svg }), [diagram.svg]);
  const zoomed = view.width < base.width;
  const percent = Math.round(zoomPan.zoom * 100);
  const place = (x: number, y: number) => ({
    left: `${((x - view.x) / view.width) * 100}%`,
    top: `${((y - view.y) / view.height) * 100}%`,
  });
  const active = diagram.callouts.find((callout) => callout.item === activeItem);
  const grid = Math.max(base.width, base.height) / 60;
  const multiSheet = diagram.sheetCount > 1;
  const first = diagram.callouts[0]?.item;
  const last = diagram.callouts[diagram.callouts.length - 1]?.item;
  const onSheet =
    multiSheet && first !== undefined && last !== undefined
      ? `${first === last ? `Item ${first}` : `Items ${first}–${last}`} (${diagram.callouts.length} of the ${diagram.calloutCount} callouts).`
      : `${diagram.calloutCount} numbered items.`;
  // A row hovered whose item is on another sheet: say where it is (focusing or ticking it turns there).
  const elsewhere = multiSheet && activeItem !== null && !active ? activeItem : null;
  const elsewhereSheet = elsewhere === null ? undefined : sheets.sheetOf(elsewhere);

  return (
    <>
      <header className="border-line flex flex-col gap-3 border-b px-4 py-3 sm:flex-row sm:items-center sm:px-5">
        <div className="min-w-0 flex-1">
          <h3 id="diagram-heading" className="font-display text-base font-bold">
            Exploded view
            <span className="text-muted ml-2 text-xs font-medium tracking-wide uppercase">
              {diagram.source === 'generated' ? 'Schematic' : 'Catalogue drawing'}
            </span>
          </h3>
          {/* Both lines take the same cell, so swapping them never moves the page. */}
          <p className="text-muted grid text-xs">
            <span className={cn('col-start-1 row-start-1', elsewhere !== null && 'invisible')}>
              {onSheet} Select a number to select its part.
            </span>
            <span
              data-testid="item-elsewhere"
              className={cn('col-start-1 row-start-1', elsewhere === null && 'invisible')}
            >
              {elsewhere !== null &&
                `Item ${elsewhere} is on ${elsewhereSheet === undefined ? 'another sheet' : `sheet ${elsewhereSheet}`}: focus or tick its row to turn to it.`}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {multiSheet && (
            <div
              role="group"
              aria-label="Sheets"
              className="border-line bg-surface-alt flex items-center justify-between gap-0.5 rounded-full border p-1"
            >
              <ToolButton
                label="Previous sheet"
                disabled={sheets.current <= 1}
                onClick={() => sheets.goTo(sheets.current - 1)}
                icon={<Icon name="chevron-left" size={16} />}
              />
              <output
                aria-live="polite"
                data-testid="diagram-sheet"
                className="min-w-24 text-center text-xs font-semibold whitespace-nowrap tabular-nums"
              >
                Sheet {diagram.sheet} of {diagram.sheetCount}
              </output>
              <ToolButton
                label="Next sheet"
                disabled={sheets.current >= diagram.sheetCount}
                onClick={() => sheets.goTo(sheets.current + 1)}
                icon={<Icon name="chevron-right" size={16} />}
              />
            </div>
          )}
          <div
            role="toolbar"
            aria-label="Zoom"
            className="border-line bg-surface-alt flex items-center justify-between gap-0.5 rounded-full border p-1"
          >
            <ToolButton
              label="Zoom out"
              disabled={!zoomed}
              onClick={zoomPan.zoomOut}
              icon={<Icon name="minus" size={16} />}
            />
            <output
              aria-live="polite"
              aria-label="Zoom level"
              className="w-12 text-center text-xs font-semibold tabular-nums"
            >
              {percent}%
            </output>
            <ToolButton
              label="Zoom in"
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
              Reset view
            </button>
          </div>
        </div>
      </header>
      <div
        ref={frame}
        className="bg-[linear-gradient(180deg,var(--surface),var(--surface-alt))] px-2 py-3 sm:px-4"
      >
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- zoom shortcuts, see below */}
        <div
          ref={box}
          // The drawing is focusable so its zoom keys work before a balloon is reached; its key and
          // pointer handlers are those shortcuts (the balloons inside are the interactive parts).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="group"
          aria-roledescription="zoomable drawing"
          aria-label={`Exploded view of ${title}. Plus and minus zoom, arrow keys pan, 0 resets.`}
          aria-describedby="diagram-help"
          data-testid="diagram-viewport"
          data-zoom={zoomPan.zoom.toFixed(2)}
          data-sheet={diagram.sheet}
          onKeyDown={zoomPan.keyDown}
          {...zoomPan.pointerHandlers}
          className={cn(
            'focus-visible:outline-brand relative mx-auto w-full overflow-hidden rounded-lg select-none focus-visible:outline-2 focus-visible:outline-offset-2',
            zoomed ? 'cursor-grab touch-none active:cursor-grabbing' : 'touch-pan-y',
          )}
          style={{
            ...paperColours,
            ...(height > 0 ? { height } : { aspectRatio: String(ratio) }),
          }}
        >
          <svg
            aria-hidden="true"
            className={cn(
              'absolute inset-0 size-full transition-opacity duration-150 motion-reduce:transition-none',
              // Another sheet on its way: this one stays, dimmed.
              sheets.status === 'loading' && 'opacity-50',
            )}
            viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
            preserveAspectRatio="xMidYMid meet"
          >
            <defs>
              <pattern
                id="dg-grid"
                width={grid * 5}
                height={grid * 5}
                patternUnits="userSpaceOnUse"
              >
                <path
                  d={`M${grid * 5} 0H0V${grid * 5}`}
                  fill="none"
                  style={{ stroke: 'var(--dg-grid-major)' }}
                  strokeWidth={1.2}
                />
                <path
                  d={[1, 2, 3, 4]
                    .map((i) => `M${grid * i} 0V${grid * 5}M0 ${grid * i}H${grid * 5}`)
                    .join('')}
                  fill="none"
                  style={{ stroke: 'var(--dg-grid)' }}
                  strokeWidth={0.8}
                />
              </pattern>
            </defs>
            <rect {...base} fill="url(#dg-grid)" />
            <g data-testid="diagram-drawing" dangerouslySetInnerHTML={drawing} />
            <g fill="none" strokeLinecap="round">
              {diagram.callouts.map((callout) =>
                callout.target ? (
                  <Leader key={callout.item} callout={callout} lit={callout.item === activeItem} />
                ) : null,
              )}
            </g>
          </svg>
          {diagram.callouts.map((callout) => {
            const isActive = callout.item === activeItem;
            const isSelected = selected.has(callout.partId);
            return (
              <button
                key={callout.item}
                type="button"
                data-callout={callout.item}
                data-active={isActive || undefined}
                aria-label={calloutName(callout)}
                aria-pressed={isSelected}
                onClick={() => {
                  if (!zoomPan.wasDragged()) onSelect(callout);
                }}
                onMouseEnter={() => onActiveItem(callout.item, 'pointer')}
                onMouseLeave={() => onActiveItem(null)}
                onFocus={() => {
                  onActiveItem(callout.item, 'focus');
                  zoomPan.reveal(callout.x, callout.y);
                }}
                onBlur={() => onActiveItem(null)}
                style={place(callout.x, callout.y)}
                className={cn(
                  'absolute grid size-6 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full border-[1.5px] text-[10px] leading-none font-bold tabular-nums shadow-[0_1px_2px_rgb(16_24_40/0.18)] transition-[scale,background-color,color,border-color,box-shadow] duration-150 motion-reduce:transition-none sm:size-7 sm:text-[11px]',
                  'focus-visible:outline-brand focus-visible:outline-2 focus-visible:outline-offset-2',
                  isActive
                    ? 'bg-brand border-brand text-on-brand z-20 scale-125 shadow-[0_4px_14px_-2px_rgb(67_56_202/0.55)]'
                    : isSelected
                      ? 'border-brand bg-brand-soft text-brand-strong z-10'
                      : 'border-ink/70 bg-surface text-ink hover:border-brand',
                )}
              >
                {callout.item}
              </button>
            );
          })}
          {active && (
            <div
              aria-hidden="true"
              data-testid="callout-tip"
              style={place(active.x, active.y)}
              className="bg-inverse pointer-events-none absolute z-30 mt-5 w-max max-w-56 -translate-x-1/2 rounded-lg px-3 py-2 text-xs text-white shadow-lg"
            >
              <span className="font-mono font-semibold">{active.partNumber}</span>
              <span className="block text-white/75">{active.description}</span>
            </div>
          )}
        </div>
        {sheets.status === 'failed' ? (
          <p role="alert" className="mt-3 text-center text-xs">
            We could not load {sheets.asking}.{' '}
            <button
              type="button"
              onClick={sheets.retry}
              className="text-brand focus-visible:outline-brand rounded font-semibold underline focus-visible:outline-2"
            >
              Retry
            </button>
          </p>
        ) : null}
        <p id="diagram-help" className="text-muted mt-3 text-center text-xs">
          Scroll or pinch to zoom · drag to pan · keys + − ← → ↑ ↓, 0 to reset
        </p>
      </div>
    </>
  );
}

/** Tallest the drawing is shown (px) before zooming. */
const maxHeight = 540;

/** `box` grown on one axis to the aspect ratio `aspect`, about its centre. */
export function fitView(box: View, aspect: number): View {
  if (box.width / box.height < aspect) {
    const width = box.height * aspect;
    return { ...box, x: box.x - (width - box.width) / 2, width };
  }
  const height = box.width / aspect;
  return { ...box, y: box.y - (height - box.height) / 2, height };
}

/** The content width of an element, kept up to date (0 until measured, and in test DOMs). */
function useWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      setWidth((current) => (Math.abs(current - next) < 2 ? current : next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function Leader({ callout, lit }: { callout: DiagramCallout; lit: boolean }) {
  const target = callout.target;
  if (!target) return null;
  return (
    <g
      style={{ stroke: lit ? 'var(--brand)' : 'var(--ink)' }}
      opacity={lit ? 1 : 0.55}
      data-leader={callout.item}
    >
      <line
        x1={callout.x}
        y1={callout.y}
        x2={target.x}
        y2={target.y}
        strokeWidth={lit ? 2.2 : 1}
        vectorEffect="non-scaling-stroke"
      />
      <circle
        cx={target.x}
        cy={target.y}
        r={lit ? 3.5 : 2.2}
        style={{ fill: lit ? 'var(--brand)' : 'var(--ink)' }}
        stroke="none"
      />
    </g>
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
