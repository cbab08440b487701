import type { AssemblyDiagram as Diagram, DiagramCallout } from '@contrail/contracts';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { DiagramToolbar } from './diagram-toolbar.tsx';
import { calloutName, type AssemblyDiagramProps } from './diagram-props.ts';
import type { DiagramSheets } from './use-sheets.ts';
import { useNarrow } from '~/features/parts/components/use-narrow.ts';
import { spreadCallouts } from './spread-callouts.ts';
import { useZoomPan, type View } from './use-zoom-pan.ts';
import { usePartsPanelText } from '~/i18n/parts-panel-text.ts';

/** The drawing's colours: the site's tokens, so the sheet sits in the page's palette. */
const paperColours = {
  '--dg-ink': 'var(--ink)',
  '--dg-axis': 'var(--brand)',
  '--dg-label': 'var(--muted)',
  '--dg-frame': 'color-mix(in srgb, var(--muted) 45%, transparent)',
  '--dg-grid': 'color-mix(in srgb, var(--brand) 7%, transparent)',
  '--dg-grid-major': 'color-mix(in srgb, var(--brand) 12%, transparent)',
} as CSSProperties;

/** The drawing with its balloons, zoomed and panned; its toolbar above it. */
export function DiagramView({
  diagram,
  sheets,
  title,
  activeItem,
  onActiveItem,
  selected,
  onSelect,
}: AssemblyDiagramProps & { diagram: Diagram; sheets: DiagramSheets }) {
  const text = usePartsPanelText();
  const { diagram: words } = text;
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
  const place = (x: number, y: number) => ({
    left: `${((x - view.x) / view.width) * 100}%`,
    top: `${((y - view.y) / view.height) * 100}%`,
  });
  // Balloons kept apart at the size they are drawn (24 px on a phone, 28 px wider, plus 3 px between):
  // a sheet drawn small on a narrow screen would otherwise pile them up. Leaders follow them.
  const narrow = useNarrow();
  const unitsPerPixel = frameWidth > 0 ? view.width / frameWidth : 0;
  const gap = Math.round((narrow ? 27 : 31) * unitsPerPixel * 100) / 100;
  const callouts = useMemo(() => spreadCallouts(diagram.callouts, gap), [diagram.callouts, gap]);
  const active = callouts.find((callout) => callout.item === activeItem);
  const grid = Math.max(base.width, base.height) / 60;

  return (
    <>
      <DiagramToolbar
        diagram={diagram}
        sheets={sheets}
        zoomPan={zoomPan}
        zoomed={zoomed}
        activeItem={activeItem}
      />
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
          aria-roledescription={words.roleDescription}
          aria-label={words.viewport(title)}
          aria-describedby="diagram-help"
          data-testid="diagram-viewport"
          // A drawing is drawn, not written: a right-to-left page shows it as drawn (its labels, balloons and
          // arrow-key panning stay where the drawing has them).
          dir="ltr"
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
              {callouts.map((callout) =>
                callout.target ? (
                  <Leader key={callout.item} callout={callout} lit={callout.item === activeItem} />
                ) : null,
              )}
            </g>
          </svg>
          {callouts.map((callout) => {
            const isActive = callout.item === activeItem;
            const isSelected = selected.has(callout.partId);
            return (
              <button
                key={callout.item}
                type="button"
                data-callout={callout.item}
                data-active={isActive || undefined}
                aria-label={calloutName(callout, text)}
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
            {words.sheetFailed(sheets.asking)}{' '}
            <button
              type="button"
              onClick={sheets.retry}
              className="text-brand focus-visible:outline-brand rounded font-semibold underline focus-visible:outline-2"
            >
              {text.retry}
            </button>
          </p>
        ) : null}
        <p id="diagram-help" className="text-muted mt-3 text-center text-xs">
          {words.help}
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
