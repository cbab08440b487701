import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demos } from '../app/content/demos/index.ts';
import {
  previewHeight,
  previewPath,
  previewSchemes,
  previewSlug,
  previewSrcSet,
  previewWidths,
} from '../app/lib/previews.ts';
import { demoLook, demoSources } from './demo-look.ts';

const web = join(import.meta.dirname, '..');
const lock = JSON.parse(
  readFileSync(join(web, 'app', 'content', 'demos', 'previews.lock.json'), 'utf8'),
) as Record<string, { look: string }>;

describe('home demo previews (npm run previews)', () => {
  it('are each demo’s thumbnail, in every scheme and width, as WebP of the shot’s shape and small', async () => {
    for (const demo of demos) {
      expect(previewSlug(demo.thumbnail), demo.slug).toBe(demo.slug);
      for (const scheme of previewSchemes)
        for (const width of previewWidths) {
          const file = join(web, 'public', previewPath(demo.slug, scheme, width));
          const meta = await sharp(file).metadata();
          expect([meta.format, meta.width, meta.height], file).toEqual([
            'webp',
            width,
            previewHeight(width),
          ]);
          // The menu's 38 at 160 px stay a few KB each; a gallery card's under 40 KB.
          expect(statSync(file).size, file).toBeLessThan(width <= 160 ? 8_000 : 40_000);
        }
    }
  });

  it('are no older than their demo’s look (rerun npm run previews -- --only <demo> after a build)', () => {
    const stale = demos
      .filter((demo) => lock[demo.slug]?.look !== demoLook(demo.slug))
      .map((demo) => demo.slug);
    expect(stale, 'previews older than their demo: npm run build, then npm run previews').toEqual(
      [],
    );
  });

  it('date when the look changes: the recipe, the content, the pictures as drawn', () => {
    const sources = demoSources('dentist');
    expect(sources).toContain('pages/home/home-dentist.tsx');
    expect(sources).toContain('content/home/dentist.ts');
    // The registry of all 38 is not one demo's look; nor is the section library.
    expect(sources.some((file) => file.startsWith('content/demos/'))).toBe(false);
    expect(sources.some((file) => file.startsWith('components/'))).toBe(false);
    expect(demoLook('dentist')).not.toBe(demoLook('startup'));
    expect(demoLook('dentist')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('offer every width in a srcset and read the demo from a thumbnail path', () => {
    expect(previewSrcSet('cafe', 'light')).toBe(
      '/previews/cafe-light-160.webp 160w, /previews/cafe-light-480.webp 480w, /previews/cafe-light-800.webp 800w',
    );
    expect(previewSlug('/previews/hotel-resort-light-480.webp')).toBe('hotel-resort');
    expect(previewSlug('/artwork/cafe-demo-1-640x400.svg')).toBeUndefined();
  });
});
