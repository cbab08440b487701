import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoFonts, loadDemoFonts, type DemoFontFace } from './demo-fonts.tsx';

const faces: readonly DemoFontFace[] = [
  { family: 'Test Display', url: '/assets/display.woff2', weight: '100 900' },
  { family: 'Test Body', url: '/assets/body.woff2', weight: '400' },
];

class FakeFace {
  constructor(
    public family: string,
    public source: string,
    public descriptors: FontFaceDescriptors,
  ) {}
  load = vi.fn(() =>
    this.source.includes('broken') ? Promise.reject(new Error('404')) : Promise.resolve(this),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('demo fonts', () => {
  it('loads every face first, then adds them all to the document', async () => {
    vi.stubGlobal('FontFace', FakeFace);
    const added: FakeFace[] = [];
    const fonts = { add: (face: FakeFace) => added.push(face) } as unknown as FontFaceSet;
    await expect(loadDemoFonts(faces, fonts)).resolves.toBe(2);
    expect(added.map((face) => face.family)).toEqual(['Test Display', 'Test Body']);
    expect(added[0]?.source).toBe("url(/assets/display.woff2) format('woff2')");
    expect(added[0]?.descriptors).toMatchObject({ weight: '100 900', display: 'swap' });
  });

  it('adds none when a file fails, so the page keeps its fallbacks', async () => {
    vi.stubGlobal('FontFace', FakeFace);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const add = vi.fn();
    const fonts = { add } as unknown as FontFaceSet;
    await expect(
      loadDemoFonts([...faces, { family: 'X', url: '/broken.woff2', weight: '400' }], fonts),
    ).resolves.toBe(0);
    expect(add).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('renders the fallback faces with the page, so the first paint has them', () => {
    const css = "@font-face { font-family: 'Test Display Fallback'; src: local('Arial'); }";
    const { container } = render(<DemoFonts faces={[]} fallbacks={css} />);
    expect(container.querySelector('style[data-demo-fonts]')?.textContent).toBe(css);
  });
});
