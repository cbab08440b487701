import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { artworkKinds } from '~/lib/artwork.ts';
import { elementsContentRoutes } from '~/site-map/elements-content.ts';
import * as blockquote from './blockquote.ts';
import * as buttons from './buttons.ts';
import * as columns from './columns.ts';
import * as customIcon from './custom-icon-with-text.ts';
import * as dropcaps from './dropcaps.ts';
import * as fancyTextBox from './fancy-text-box.ts';
import * as fancyText from './fancy-text.ts';
import * as heading from './heading.ts';
import * as highlights from './highlights.ts';
import * as infoBanner from './info-banner.ts';
import * as instagram from './instagram.ts';
import * as lists from './lists.ts';
import * as messageBox from './message-box.ts';
import * as overlineIconBox from './overline-icon-box.ts';
import * as parallax from './parallax.ts';
import * as peopleGrids from './people-grids.ts';
import * as rotateBox from './rotate-box.ts';
import * as separators from './separators.ts';
import * as socialIcons from './social-icons.ts';
import * as textBox from './text-box.ts';

const modules = {
  blockquote,
  buttons,
  columns,
  customIcon,
  dropcaps,
  fancyTextBox,
  fancyText,
  heading,
  highlights,
  infoBanner,
  instagram,
  lists,
  messageBox,
  overlineIconBox,
  parallax,
  peopleGrids,
  rotateBox,
  separators,
  socialIcons,
  textBox,
};

interface Found {
  where: string;
  value: Record<string, unknown>;
}

/** Every object in the data that looks like an image (has a `src`). */
function images(value: unknown, where: string, out: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((v, i) => images(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if ('src' in record) out.push({ where, value: record });
    for (const [key, v] of Object.entries(record)) images(v, `${where}.${key}`, out);
  }
  return out;
}

const artwork = new RegExp(`^/artwork/(${artworkKinds.join('|')})-(\\d+)-(\\d+)x(\\d+)\\.svg$`);

describe('content element data', () => {
  const found = Object.entries(modules).flatMap(([name, mod]) => images(mod, name));

  it('has sample images', () => {
    expect(found.length).toBeGreaterThan(30);
  });

  it.each(found.map((f) => [f.where, f.value] as const))(
    '%s: local artwork with alt text and its real width and height',
    (_where, image) => {
      const match = artwork.exec(String(image.src));
      expect(match, String(image.src)).not.toBeNull();
      expect(typeof image.alt).toBe('string');
      expect(image.width).toBe(Number(match?.[3]));
      expect(image.height).toBe(Number(match?.[4]));
    },
  );

  it('gives every demo list unique labels or variants', () => {
    for (const [name, mod] of Object.entries(modules))
      for (const [key, value] of Object.entries(mod)) {
        if (!Array.isArray(value) || !key.endsWith('Demos')) continue;
        const ids = value.map((d: { label?: string; variant?: string }) => d.label ?? d.variant);
        expect(new Set(ids).size, `${name}.${key}`).toBe(ids.length);
      }
  });

  it('registers each content element page once, with an existing module', () => {
    const paths = elementsContentRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of elementsContentRoutes) {
      expect(route.group).toBe('elements');
      expect(route.description.length).toBeGreaterThan(40);
      const file = resolve(dirname(fileURLToPath(import.meta.url)), '../..', route.module);
      expect(existsSync(file), file).toBe(true);
    }
  });
});
