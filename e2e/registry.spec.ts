import { registryIndexSchema, registryItemSchema } from '../packages/contracts/src/registry.ts';
import { expect, test } from './support/fixtures.ts';

// The registry is built with the site and served by the real server (issue 39 §2): /r/index.json lists every
// demo, page and section; /r/<name>.json is one item with its files' text where a reader copies it.

test('serves /r/index.json and each item as /r/<name>.json, valid against the contracts', async ({
  request,
}) => {
  const index = await request.get('/r/index.json');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/json/);
  const parsed = registryIndexSchema.parse(await index.json());
  const names = parsed.items.map((item) => item.name);
  expect(names).toEqual(expect.arrayContaining(['shell', 'restaurant', 'section-booking-form']));
  const section = await request.get('/r/section-booking-form.json');
  expect(section.status()).toBe(200);
  const item = registryItemSchema.parse(await section.json());
  expect(item.type).toBe('registry:section');
  expect(item.files.some((file) => file.path.endsWith('booking-form.tsx') && file.content)).toBe(
    true,
  );
  const demo = registryItemSchema.parse(await (await request.get('/r/restaurant.json')).json());
  expect(demo.fonts.map((font) => font.family)).toEqual([
    'Playfair Display Variable',
    'Jost Variable',
  ]);
  expect((await request.get('/r/no-such-item.json')).status()).toBe(404);
});
