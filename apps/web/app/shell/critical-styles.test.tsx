import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDeferredStyles, CriticalStyles, whenIdleOrTouched } from './critical-styles.tsx';

// happy-dom does not load CSS files; let it treat them as loaded instead of logging an error for each.
(
  window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM!.settings.handleDisabledFileLoadingAsSuccess = true;

// A parsed document, so the test's links never touch the page the component renders into.
const parsed = (head: string) =>
  new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${head}</head></html>`, 'text/html');
const deferredLink = '<link rel="stylesheet" href="/a.css" media="print" data-deferred-css=""/>';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('deferred stylesheets', () => {
  it('switches the stylesheets the build deferred to media="all", and only those', () => {
    const doc = parsed(`${deferredLink}<link rel="stylesheet" href="/print.css" media="print"/>`);
    expect(applyDeferredStyles(doc)).toBe(1);
    const [deferred, printOnly] = doc.querySelectorAll('link');
    expect(deferred?.media).toBe('all');
    expect(printOnly?.media).toBe('print');
  });

  it('CriticalStyles applies them at the first interaction, not while the page hydrates', () => {
    const doc = parsed(deferredLink);
    vi.spyOn(document, 'querySelectorAll').mockImplementation((selector: string) =>
      doc.querySelectorAll(selector),
    );
    const { container, unmount } = render(<CriticalStyles />);
    expect(doc.querySelector('link')?.media).toBe('print');
    fireEvent.pointerDown(document.body);
    expect(doc.querySelector('link')?.media).toBe('all');
    const style = container.querySelector('style[data-critical-css]');
    expect(style).not.toBeNull();
    expect(style?.innerHTML).toBe('');
    unmount();
  });
});

describe('whenIdleOrTouched', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the task once, when the browser is idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdleOrTouched(task);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    fireEvent.keyDown(window);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task at the first interaction, and not again when idle', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdleOrTouched(task);
    fireEvent.keyDown(window);
    fireEvent.pointerDown(window);
    vi.advanceTimersByTime(250);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cleaned up', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdleOrTouched(task)();
    fireEvent.pointerDown(window);
    vi.advanceTimersByTime(250);
    expect(task).not.toHaveBeenCalled();
  });
});
