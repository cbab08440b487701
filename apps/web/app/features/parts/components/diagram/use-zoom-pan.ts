import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/** A rectangle of the drawing in its own (viewBox) coordinates. */
export interface View {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const maxZoom = 8;
/** One step of the buttons and the + / - keys. */
export const zoomStep = 1.5;
/** Share of the view one arrow key moves it. */
const panStep = 0.12;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * `view` zoomed by `factor` about the drawing point (px, py), kept inside `base` and between 1×
 * and {@link maxZoom}×. The aspect ratio never changes, so the drawing fills its box at every zoom.
 */
export function zoomView(view: View, base: View, factor: number, px: number, py: number): View {
  const width = clamp(view.width / factor, base.width / maxZoom, base.width);
  const ratio = width / view.width;
  const height = view.height * ratio;
  return panView(
    { x: px - (px - view.x) * ratio, y: py - (py - view.y) * ratio, width, height },
    base,
    0,
    0,
  );
}

/** `view` moved by (dx, dy) drawing units, kept inside `base`. */
export function panView(view: View, base: View, dx: number, dy: number): View {
  return {
    ...view,
    x: clamp(view.x + dx, base.x, base.x + base.width - view.width),
    y: clamp(view.y + dy, base.y, base.y + base.height - view.height),
  };
}

const sameView = (a: View, b: View) =>
  a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** A point on screen in the drawing's coordinates, for the element showing `view`. */
function toDrawing(element: HTMLElement | null, view: View, clientX: number, clientY: number) {
  const rect = element?.getBoundingClientRect();
  if (!rect || rect.width === 0 || rect.height === 0) {
    return [view.x + view.width / 2, view.y + view.height / 2] as const;
  }
  return [
    view.x + ((clientX - rect.left) / rect.width) * view.width,
    view.y + ((clientY - rect.top) / rect.height) * view.height,
  ] as const;
}

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Zoom and pan of a vector drawing by changing its viewBox (so it is redrawn sharp at every
 * zoom; back to the whole drawing whenever `base` or `resetKey` changes): the wheel zooms about the pointer (zooming out at 1× scrolls the page as usual), one
 * pointer drags, two pinch; `keyDown` takes + / - / arrows / 0. Steps from the buttons and keys
 * glide for 180 ms unless the visitor asks for reduced motion.
 */
export function useZoomPan(base: View, box: RefObject<HTMLElement | null>, resetKey?: unknown) {
  const [view, setViewState] = useState(base);
  // The view as last set (events read it between renders, so quick wheel steps add up).
  const viewRef = useRef(base);
  const frame = useRef(0);
  const setView = useCallback((next: View) => {
    viewRef.current = next;
    setViewState(next);
  }, []);
  // A new base (the box resized) or a new `resetKey` (another sheet) shows the whole drawing again.
  const [shownBase, setShownBase] = useState(base);
  const [shownKey, setShownKey] = useState(resetKey);
  if (!sameView(shownBase, base) || shownKey !== resetKey) {
    setShownBase(base);
    setShownKey(resetKey);
    setViewState(base);
  }
  useLayoutEffect(() => {
    // A glide still on its way would carry on from the old drawing.
    cancelAnimationFrame(frame.current);
    viewRef.current = base;
  }, [base, resetKey]);

  const show = useCallback(
    (next: View) => {
      cancelAnimationFrame(frame.current);
      setView(next);
    },
    [setView],
  );

  const glide = useCallback(
    (next: View) => {
      cancelAnimationFrame(frame.current);
      const from = viewRef.current;
      if (reducedMotion() || typeof requestAnimationFrame !== 'function') {
        setView(next);
        return;
      }
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / 180);
        const ease = 1 - (1 - t) ** 3;
        const mix = (a: number, b: number) => a + (b - a) * ease;
        setView({
          x: mix(from.x, next.x),
          y: mix(from.y, next.y),
          width: mix(from.width, next.width),
          height: mix(from.height, next.height),
        });
        if (t < 1) frame.current = requestAnimationFrame(step);
      };
      frame.current = requestAnimationFrame(step);
    },
    [setView],
  );
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const centre = () => {
    const current = viewRef.current;
    return [current.x + current.width / 2, current.y + current.height / 2] as const;
  };
  const zoomBy = (factor: number) => {
    const [px, py] = centre();
    glide(zoomView(viewRef.current, base, factor, px, py));
  };
  const zoomIn = () => zoomBy(zoomStep);
  const zoomOut = () => zoomBy(1 / zoomStep);
  const reset = () => glide(base);
  /** Brings a drawing point into view (a callout reached by keyboard while zoomed in). */
  const reveal = (px: number, py: number) => {
    const current = viewRef.current;
    const margin = current.width * 0.08;
    if (
      px >= current.x + margin &&
      px <= current.x + current.width - margin &&
      py >= current.y + margin &&
      py <= current.y + current.height - margin
    ) {
      return;
    }
    glide(
      panView(
        current,
        base,
        px - (current.x + current.width / 2),
        py - (current.y + current.height / 2),
      ),
    );
  };

  const keyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = viewRef.current;
    const moves: Record<string, readonly [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[event.key];
    if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-' || event.key === '_') zoomOut();
    else if (event.key === '0') reset();
    else if (move && current.width < base.width) {
      glide(
        panView(
          current,
          base,
          move[0] * current.width * panStep,
          move[1] * current.height * panStep,
        ),
      );
    } else return;
    event.preventDefault();
  };

  // Wheel: a listener of its own, because React's is passive and could not keep the page still.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      const current = viewRef.current;
      const zoomingOut = event.deltaY > 0;
      if (zoomingOut && current.width >= base.width) return;
      event.preventDefault();
      const [px, py] = toDrawing(element, current, event.clientX, event.clientY);
      const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      const factor = Math.exp((-event.deltaY * lines) / 400);
      show(zoomView(current, base, factor, px, py));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [box, base, show]);

  // Pointers: one drags the drawing (once zoomed), two pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(false);
  const pointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    dragged.current = false;
  };
  const pointerMove = (event: PointerEvent) => {
    const list = pointers.current;
    const previous = list.get(event.pointerId);
    if (!previous) return;
    const current = viewRef.current;
    const rect = box.current?.getBoundingClientRect();
    const perPixel = rect && rect.width > 0 ? current.width / rect.width : 1;
    if (list.size === 1) {
      const dx = event.clientX - previous.x;
      const dy = event.clientY - previous.y;
      if (!dragged.current && Math.hypot(dx, dy) < 4) return;
      list.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (current.width >= base.width) return;
      if (!dragged.current) box.current?.setPointerCapture?.(event.pointerId);
      dragged.current = true;
      show(panView(current, base, -dx * perPixel, -dy * perPixel));
      return;
    }
    const [other] = [...list.entries()].filter(([id]) => id !== event.pointerId);
    if (!other) return;
    const partner = other[1];
    const before = Math.hypot(previous.x - partner.x, previous.y - partner.y);
    const after = Math.hypot(event.clientX - partner.x, event.clientY - partner.y);
    list.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (before < 1) return;
    dragged.current = true;
    const [px, py] = toDrawing(
      box.current,
      current,
      (event.clientX + partner.x) / 2,
      (event.clientY + partner.y) / 2,
    );
    show(zoomView(current, base, after / before, px, py));
  };
  const pointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
    // The click that ends a drag comes right after this; a later one (or Enter) selects again.
    if (dragged.current) setTimeout(() => (dragged.current = false), 0);
  };

  return {
    view,
    zoom: base.width / view.width,
    zoomIn,
    zoomOut,
    reset,
    reveal,
    keyDown,
    /** True right after a drag or pinch: the click that ends it selects nothing. */
    wasDragged: () => dragged.current,
    pointerHandlers: {
      onPointerDown: pointerDown,
      onPointerMove: pointerMove,
      onPointerUp: pointerUp,
      onPointerCancel: pointerUp,
    },
  };
}
