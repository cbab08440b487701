import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cacheDemoFonts,
  DemoFonts,
  demoFontsBeforeRender,
  rememberedDemoFonts,
  resetDemoFontsForTests,
  type DemoFontFace,
  type DemoFontsAtHand,
} from './demo-fonts.tsx';
import { demoFacesScript, demoFontsPath, demoFontsStorageKey } from './demo-fonts-script.ts';

const faces: readonly DemoFontFace[] = [
  { family: 'Test Display', url: '/assets/display.woff2', weight: '100 900' },
  { family: 'Test Body', url: '/assets/body.woff2', weight: '400' },
];

/** A FontFace whose file loads at once, never (`slow`) or fails (`broken`); counts what was loaded. */
const loads: string[] = [];
class FakeFace {
  constructor(
    public family: string,
    public source: string,
    public descriptors: FontFaceDescriptors,
  ) {}
  load: () => Promise<unknown> = vi.fn(() => {
    loads.push(this.source);
    if (this.source.includes('broken')) return Promise.reject(new Error('404'));
    if (this.source.includes('slow')) return new Promise<never>(() => {});
    return Promise.resolve(this);
  });
}

/** jsdom has no document.fonts: gives the document one that records what is added. */
function documentFonts() {
  const added: FakeFace[] = [];
  const add = vi.fn((face: FakeFace) => added.push(face));
  Object.defineProperty(document, 'fonts', { value: { add }, configurable: true });
  return { added, add };
}

function fakeFonts() {
  const added: FakeFace[] = [];
  return { added, set: { add: (face: FakeFace) => added.push(face) } as unknown as FontFaceSet };
}

beforeEach(() => {
  vi.stubGlobal('FontFace', FakeFace);
  loads.length = 0;
  localStorage.clear();
  delete document.documentElement.dataset.demoFonts;
  delete document.documentElement.dataset.webFonts;
  resetDemoFontsForTests();
});
afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a first hard visit: cacheDemoFonts', () => {
  it('loads the files outside the document and remembers the faces for the path, adding none', async () => {
    const { added } = fakeFonts();
    await expect(cacheDemoFonts(faces, '/home-test/')).resolves.toBe('cached');
    expect(loads).toEqual([
      "url(/assets/display.woff2) format('woff2')",
      "url(/assets/body.woff2) format('woff2')",
    ]);
    expect(added).toEqual([]);
    expect(JSON.parse(rememberedDemoFonts('/home-test') ?? 'null')).toEqual(faces);
  });

  it('keeps the other demos remembered', async () => {
    localStorage.setItem(demoFontsStorageKey, JSON.stringify({ '/home-other': [faces[0]] }));
    await cacheDemoFonts(faces, '/home-test');
    expect(JSON.parse(rememberedDemoFonts('/home-other') ?? 'null')).toEqual([faces[0]]);
  });

  it('remembers nothing when a file fails, so the next visit keeps the fallbacks too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      cacheDemoFonts(
        [...faces, { family: 'X', url: '/broken.woff2', weight: '400' }],
        '/home-test',
      ),
    ).resolves.toBe('none');
    expect(rememberedDemoFonts('/home-test')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('does nothing on a later visit whose <head> script added this build’s faces', async () => {
    localStorage.setItem(demoFontsStorageKey, JSON.stringify({ '/home-test': faces }));
    document.documentElement.dataset.demoFonts = '/home-test';
    await expect(cacheDemoFonts(faces, '/home-test')).resolves.toBe('in-use');
    expect(loads).toEqual([]);
  });

  it('refreshes the remembered list when a new build changed the files', async () => {
    localStorage.setItem(
      demoFontsStorageKey,
      JSON.stringify({ '/home-test': [{ ...faces[0], url: '/assets/old.woff2' }] }),
    );
    document.documentElement.dataset.demoFonts = '/home-test';
    await expect(cacheDemoFonts(faces, '/home-test')).resolves.toBe('in-use');
    expect(JSON.parse(rememberedDemoFonts('/home-test') ?? 'null')).toEqual(faces);
  });
});

describe('a client navigation: demoFontsBeforeRender', () => {
  it('loads every face, then adds them all together when the page commits', async () => {
    const { added, set } = fakeFonts();
    const atHand = await demoFontsBeforeRender(faces, set);
    expect(atHand.state).toBe('in-use');
    expect(loads).toHaveLength(2);
    expect(added).toEqual([]);
    expect(atHand.add()).toBe(2);
    expect(added.map((face) => face.family)).toEqual(['Test Display', 'Test Body']);
    expect(added[0]?.descriptors).toMatchObject({ weight: '100 900' });
    // Faces added once are at hand for the next navigation: no second load, no second add.
    const again = await demoFontsBeforeRender(faces, set);
    expect(again.state).toBe('in-use');
    expect(again.add()).toBe(0);
    expect(added).toHaveLength(2);
    expect(loads).toHaveLength(2);
  });

  it('adds none when the files do not arrive within the wait: the page keeps its fallbacks', async () => {
    vi.useFakeTimers();
    const { added, set } = fakeFonts();
    const wait = demoFontsBeforeRender(
      [...faces, { family: 'Slow', url: '/slow.woff2', weight: '400' }],
      set,
      1000,
    );
    let answer: DemoFontsAtHand | undefined;
    void wait.then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(999);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer?.state).toBe('fallback');
    expect(answer?.add()).toBe(0);
    expect(added).toEqual([]);
  });

  it('adds none when a file fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { added, set } = fakeFonts();
    const atHand = await demoFontsBeforeRender(
      [{ family: 'X', url: '/broken.woff2', weight: '400' }],
      set,
    );
    expect(atHand.state).toBe('fallback');
    atHand.add();
    expect(added).toEqual([]);
  });
});

describe('<DemoFonts>', () => {
  it('renders the fallback faces with the page, so the first paint has them', async () => {
    const css = "@font-face { font-family: 'Test Display Fallback'; src: local('Arial'); }";
    const { container } = await act(async () =>
      render(
        <Suspense fallback={<p>waiting</p>}>
          <DemoFonts faces={[]} fallbacks={css} />
        </Suspense>,
      ),
    );
    expect(container.querySelector('style[data-demo-fonts]')?.textContent).toBe(css);
  });

  it('rendered by a client navigation, holds its first render until the faces are loaded, and adds them as it commits', async () => {
    const { added } = documentFonts();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'FontFace',
      class extends FakeFace {
        override load = async () => {
          await gate;
          return this;
        };
      },
    );
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <DemoFonts faces={faces} fallbacks="" />
          <h1>The demo</h1>
        </Suspense>,
      );
    });
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('The demo')).toBeNull();
    await act(async () => {
      release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(await screen.findByText('The demo')).toBeTruthy();
    expect(added.map((face) => face.family)).toEqual(['Test Display', 'Test Body']);
  });
});

describe('the <head> script', () => {
  const run = () => new Function(demoFacesScript)() as void;

  it('adds the faces remembered for this path, with display optional, and marks the document', () => {
    const { added } = documentFonts();
    localStorage.setItem(
      demoFontsStorageKey,
      JSON.stringify({ [demoFontsPath(location.pathname)]: faces, '/home-other': [faces[0]] }),
    );
    run();
    expect(added.map((face) => [face.family, face.descriptors])).toEqual([
      ['Test Display', { weight: '100 900', display: 'optional' }],
      ['Test Body', { weight: '400', display: 'optional' }],
    ]);
    expect(document.documentElement.dataset.demoFonts).toBe(demoFontsPath(location.pathname));
  });

  it('adds nothing for another path, and never throws on a bad entry', () => {
    const { add } = documentFonts();
    localStorage.setItem(demoFontsStorageKey, JSON.stringify({ '/home-other': faces }));
    run();
    localStorage.setItem(demoFontsStorageKey, '{not json');
    expect(run).not.toThrow();
    expect(add).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.demoFonts).toBeUndefined();
  });
});
