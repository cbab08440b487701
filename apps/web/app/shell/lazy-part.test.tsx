import { act } from '@testing-library/react';
import { startTransition, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './hydration.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Lower() {
  return (
    <section>
      <h2>Menu</h2>
      <Counter label="lower" />
    </section>
  );
}

/** A page: its own part, then a part from another chunk (`loading`). */
function pageWith(loading: Promise<{ default: ComponentType }>) {
  const Part = lazyPart(() => loading.then((module) => module.default));
  return function Page() {
    return (
      <main>
        <h1>Hero</h1>
        <Counter label="upper" />
        <Part />
      </main>
    );
  };
}

function pending() {
  let arrive: () => void = () => {};
  const loading = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: Lower });
  });
  return { loading, arrive: () => act(async () => arrive()) };
}

const click = (button: Element | null | undefined) =>
  act(async () => {
    button?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

describe('lazyPart', () => {
  it('is in the prerendered HTML (the prerender waits for the chunk)', async () => {
    const Page = pageWith(Promise.resolve({ default: Lower }));
    const html = await new Response((await prerender(<Page />)).prelude).text();
    expect(html).toContain('<h1>Hero</h1>');
    expect(html).toContain('<h2>Menu</h2>');
  });

  it('keeps its prerendered HTML until the chunk arrives, then hydrates it in place', async () => {
    const Server = pageWith(Promise.resolve({ default: Lower }));
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
    const [upper, lower] = page.querySelectorAll('button');
    await click(upper);
    expect(upper?.textContent).toBe('upper 1');
    await click(lower);
    expect(lower?.textContent).toBe('lower 0');
    expect(page.querySelector('section')?.outerHTML).toBe(lowerHtml);

    await chunk.arrive();
    expect(page.querySelectorAll('button')[1]).toBe(lower);
    await click(lower);
    expect(lower?.textContent).toBe('lower 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it("takes a parent's update before its chunk arrives: the update waits for the chunk, nothing goes blank", async () => {
    // A shop listing's sort changed before its filter panel's chunk is in: the panel's new props
    // must not empty the boundary (its fallback is the part, which is still loading).
    function Shown({ picks }: { picks: number }) {
      return <section>Picked {picks}</section>;
    }
    const listing = (loading: Promise<ComponentType<{ picks: number }>>) => {
      const Part = lazyPart(() => loading);
      return function Listing() {
        const [picks, setPicks] = useState(0);
        return (
          <main>
            <button type="button" onClick={() => setPicks(picks + 1)}>
              Pick
            </button>
            <Part picks={picks} />
          </main>
        );
      };
    };
    const Server = listing(Promise.resolve(Shown));
    const page = (container = document.body.appendChild(document.createElement('div')));
    page.innerHTML = await new Response((await prerender(<Server />)).prelude).text();

    let arrive: () => void = () => {};
    const loading = new Promise<ComponentType<{ picks: number }>>((resolve) => {
      arrive = () => resolve(Shown);
    });
    const Client = listing(loading);
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
    await click(page.querySelector('button'));
    expect(page.querySelector('section')?.textContent).toBe('Picked 0');

    await act(async () => arrive());
    expect(page.querySelector('section')?.textContent).toBe('Picked 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('on a client navigation keeps the previous page until the chunk arrives: no empty boundary is committed', async () => {
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
    expect(page.querySelector('h2')?.textContent).toBe('Menu');
    observer.disconnect();
    expect([...seen].filter((text) => text.includes('Hero') && !text.includes('Menu'))).toEqual([]);
    act(() => root.unmount());
  });
});
