import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyDeferredStyles, CriticalStyles } from './critical-styles.tsx';

// happy-dom does not load CSS files; let it treat them as loaded instead of logging an error for each.
(
  window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM!.settings.handleDisabledFileLoadingAsSuccess = true;

// A parsed document, so the test's links never touch the page the component renders into.
const parsed = (head: string) =>
  new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${head}</head></html>`, 'text/html');
const deferredLink = '<link rel="deferred-stylesheet" href="/a.css" data-deferred-css=""/>';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('deferred stylesheets', () => {
  it('switches the stylesheets the build deferred on, and only those', () => {
    const doc = parsed(`${deferredLink}<link rel="stylesheet" href="/print.css" media="print"/>`);
    expect(applyDeferredStyles(doc)).toBe(1);
    const [deferred, printOnly] = doc.querySelectorAll('link');
    expect(deferred?.rel).toBe('stylesheet');
    expect(deferred?.media).toBe('all');
    expect(printOnly?.media).toBe('print');
  });

  it('CriticalStyles applies them when the app mounts and renders an empty placeholder', () => {
    const doc = parsed(deferredLink);
    const query = vi
      .spyOn(document, 'querySelectorAll')
      .mockImplementation((selector: string) => doc.querySelectorAll(selector));
    const { container } = render(<CriticalStyles />);
    query.mockRestore();
    expect(doc.querySelector('link')?.rel).toBe('stylesheet');
    expect(doc.querySelector('link')?.media).toBe('all');
    const style = container.querySelector('style[data-critical-css]');
    expect(style).not.toBeNull();
    expect(style?.innerHTML).toBe('');
  });
});
