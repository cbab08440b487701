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
import { fetchDiagram } from './diagram-answer.ts';
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

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; diagram: Diagram };

/** Loads the drawing of an assembly; `retry` asks again. */
function useDiagram(modelId: string, assembly: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded & { key: string }>({
    status: 'loading',
    key: '',
  });
  const key = `${modelId}/${assembly}/${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    fetchDiagram(modelId, assembly, controller.signal).then(
      (diagram) => setLoaded({ status: 'ready', diagram, key }),
      (error: unknown) => {
        if (isAbort(error)) return;
        logFailure('diagram', error);
        setLoaded({ status: 'failed', key });
      },
    );
    return () => controller.abort();
  }, [modelId, assembly, key]);
  const current: Loaded = loaded.key === key ? loaded : { status: 'loading' };
  return { loaded: current, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The assembly's exploded view (loaded with React.lazy, so no page pays for it up front): the
 * vector drawing with a numbered balloon per IPC item. Balloons are buttons in item order, named
 * for screen readers; hovering or focusing one lights its table row (and a row lights its balloon);
 * pressing one ticks the row. Wheel, pinch, drag and + / - / arrows / 0 zoom and pan.
 */
export default function AssemblyDiagram(props: AssemblyDiagramProps) {
  const { loaded, retry } = useDiagram(props.modelId, props.assembly);
  return (
    <section
      aria-labelledby="diagram-heading"
      data-testid="assembly-diagram"
      className="border-line bg-surface rounded-card mb-8 overflow-hidden border shadow-[0_1px_2px_rgb(16_24_40/0.05),0_12px_32px_-12px_rgb(16_24_40/0.12)]"
    >
      {loaded.status === 'ready' ? (
        <DiagramView diagram={loaded.diagram} {...props} />
      ) : (
        <div className="p-4">
          <LoadState
            status={loaded.status}
            what="exploded view"
            empty
            emptyText=""
            onRetry={retry}
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
  title,
  activeItem,
  onActiveItem,
  selected,
  onSelect,
}: AssemblyDiagramProps & { diagram: Diagram }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const frameWidth = useWidth(frame);
  const ratio = diagram.viewBox.width / diagram.viewBox.height;
  // The drawing fills the panel's width; a wide panel shows more sheet around it.
  const height = frameWidth > 0 ? Math.round(Math.min(frameWidth / ratio, maxHeight)) : 0;
  const base = useMemo(
    () => (height > 0 ? fitView(diagram.viewBox, frameWidth / height) : diagram.viewBox),
    [diagram.viewBox, frameWidth, height],
  );
  const zoomPan = useZoomPan(base, box);
  const { view } = zoomPan;
  const drawing = useMemo(() => ({ __html: diagram.svg }), [diagram.svg]);
  const zoomed = view.width < base.width;
  const percent = Math.round(zoomPan.zoom * 100);
  const place = (x: number, y: number) => ({
    left: `${((x - view.x) / view.width) * 100}%`,
    top: `${((y - view.y) / view.height) * 100}%`,
  });
  const active = diagram.callouts.find((callout) => callout.item === activeItem);
  const grid = Math.max(base.width, base.height) / 60;

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
          <p className="text-muted text-xs">
            {diagram.callouts.length} numbered items. Select a number to select its part.
          </p>
        </div>
        <div
          role="toolbar"
          aria-label="Zoom"
          className="border-line bg-surface-alt flex items-center justify-between gap-0.5 self-start rounded-full border p-1 sm:self-auto"
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
          onKeyDown={zoomPan.keyDown}
          {...zoomPan.pointerHandlers}
          className={cn(
            'focus-visible:outline-brand relative mx-auto w-full overflow-hidden rounded-lg select-none focus-visible:outline-2 focus-visible:outline-offset-2',
            zoomed ? 'cursor-grab touch-none active:cursor-grabbing' : 'touch-pan-y',
          )}
          style={{
            ...paperColours,
            ...(height > 0 ? { height } : { aspectRatio: `${base.width} / ${base.height}` }),
          }}
        >
          <svg
            aria-hidden="true"
            className="absolute inset-0 size-full"
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
            <g dangerouslySetInnerHTML={drawing} />
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
