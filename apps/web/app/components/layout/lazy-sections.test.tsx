import { act } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySections, type SectionsModule } from './lazy-sections.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const lowerModule: SectionsModule = {
  default: () => (
    <section>
      <h2>Menu</h2>
      <Counter label="lower" />
    </section>
  ),
};

/** A page: its first screen, then its lower sections from another chunk. */
function pageWith(loading: Promise<SectionsModule>) {
  const Sections = lazySections(loading);
  return function Page() {
    return (
      <main>
        <h1>Hero</h1>
        <Counter label="upper" />
        <Sections />
      </main>
    );
  };
}

function pending() {
  let arrive: () => void = () => {};
  const loading = new Promise<SectionsModule>((resolve) => {
    arrive = () => resolve(lowerModule);
  });
  return { loading, arrive: () => act(async () => arrive()) };
}

const click = (button: Element | null | undefined) =>
  act(async () => {
    button?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

describe('lazySections', () => {
  it('is in the prerendered HTML (the prerender waits for the chunk)', async () => {
    const Page = pageWith(Promise.resolve(lowerModule));
    const { prelude } = await prerender(<Page />);
    const html = await new Response(prelude).text();
    expect(html).toContain('<h1>Hero</h1>');
    expect(html).toContain('<h2>Menu</h2>');
  });

  it('hydrates the page above at once and its own sections when the chunk arrives, keeping their HTML meanwhile', async () => {
    const Server = pageWith(Promise.resolve(lowerModule));
    const html = await new Response((await prerender(<Server />)).prelude).text();
    const page = (container = document.body.appendChild(document.createElement('div')));
    page.innerHTML = html;
    const lowerHtml = page.querySelector('section')?.outerHTML;

    const chunk = pending();
    const Client = pageWith(chunk.loading);
    const errors = vi.fn();
    await act(async () => {
      startTransition(() => {
        hydrateRoot(page, <Client />, {
          onRecoverableError: errors,
          onCaughtError: errors,
          onUncaughtError: errors,
        });
      });
    });
    // The first screen is interactive; the lower sections are still the prerendered HTML, not hydrated.
    const [upper, lower] = page.querySelectorAll('button');
    await click(upper);
    expect(upper?.textContent).toBe('upper 1');
    await click(lower);
    expect(lower?.textContent).toBe('lower 0');
    expect(page.querySelector('section')?.outerHTML).toBe(lowerHtml);

    await chunk.arrive();
    // Hydrated in place: the same node, now interactive; no hydration error.
    expect(page.querySelectorAll('button')[1]).toBe(lower);
    await click(lower);
    expect(lower?.textContent).toBe('lower 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('on a client navigation (a transition), keeps the previous page until the chunk arrives: no empty fallback is committed', async () => {
    const page = (container = document.body.appendChild(document.createElement('div')));
    const root = createRoot(page);
    await act(async () => root.render(<p>Previous page</p>));

    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(page.textContent ?? ''));
    observer.observe(page, { childList: true, subtree: true, characterData: true });
    const chunk = pending();
    const Page = pageWith(chunk.loading);
    await act(async () => startTransition(() => root.render(<Page />)));
    expect(page.textContent).toBe('Previous page');

    await chunk.arrive();
    expect(page.querySelector('h1')?.textContent).toBe('Hero');
    expect(page.querySelector('h2')?.textContent).toBe('Menu');
    observer.disconnect();
    // Every committed state was the previous page or the whole new one, never the hero alone.
    expect([...seen].filter((text) => text.includes('Hero') && !text.includes('Menu'))).toEqual([]);
    act(() => root.unmount());
  });
});
