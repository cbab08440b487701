import { checkSvg } from '../apps/api/src/catalogue/diagram/diagram-svg.ts';
import { allowedElements } from '../apps/api/src/catalogue/diagram/svg-allow-list.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { baseURL } from './support/ports.ts';

// An imported drawing full of known SVG/XSS payloads, as the importer stores it, drawn by the real site
// in Chromium: the line art shows, and nothing in it runs, fetches, links or restyles the page.

test.describe.configure({ timeout: 120_000 });

const hostile = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet href="https://example.com/evil.css"?>
<?foo a="><image href=x onerror=alert('pi')>" ?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
     xmlns:html="http://www.w3.org/1999/xhtml" viewBox="0 0 400 300" onload="alert('root')">
  <style>body { display: none } @import url(https://example.com/evil.css);</style>
  <script>alert('script')</script>
  <html:script>alert('html script')</html:script>
  <defs>
    <radialGradient id="hub"><stop offset="0" stop-color="#bbb"/><stop offset="1" stop-color="#555"/></radialGradient>
  </defs>
  <g id="&lt;!--" stroke="#222" stroke-width="3" ONCLICK="alert('click')">
    <circle data-testid="wheel" cx="200" cy="150" r="90" fill="url(#hub)" onmouseover="alert('hover')"/>
    <path d="M110 150 H290 M200 60 V240" style="fill:none; background:url(https://example.com/a.png)"/>
  </g>
  <image href="https://example.com/photo.png" width="50" height="50" onerror="alert('image')"/>
  <use xlink:href="https://example.com/parts.svg#wheel"/>
  <a href="javascript:alert('link')"><text x="20" y="285" font-size="16">FIG. 9 TAIL WHEEL &lt;/svg&gt;&lt;img src=x onerror=alert('text')&gt;</text></a>
  <foreignObject width="400" height="300"><html:img src="x" onerror="alert('fo')"/></foreignObject>
  <a><set attributeName="href" to="javascript:alert('set')"/><animate attributeName="href" values="javascript:alert('animate')"/></a>
  <title><![CDATA[</title><img src=x onerror=alert('cdata')>]]></title>
</svg>`;

test('an imported drawing holding known payloads is drawn as line art, and none of them acts', async ({
  page,
}) => {
  const checked = checkSvg(hostile);
  expect(checked.problems).toEqual([]);
  const stored = checked.svg?.inner ?? '';
  expect(checked.dropped.map((d) => d.message)).toEqual(
    expect.arrayContaining([
      'dropped <style> (visible content)',
      'dropped <image> (visible content)',
      'dropped <foreignObject> (visible content)',
    ]),
  );

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:')) {
      outside.push(request.url());
    }
  });
  // The tail wheel's sheet, answered as if the catalogue's drawing had been imported.
  await page.route(/\/api\/models\/A-1C-180\/assemblies\/32-50\/diagram/, async (route) => {
    const response = await route.fetch();
    const sheet = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...sheet, source: 'imported', svg: stored } });
  });

  await page.goto('/parts?line=husky&model=A-1C-180&assembly=32-50');
  await waitForHydration(page);
  await expect(page.getByText('Catalogue drawing')).toBeVisible();
  const drawing = page.getByTestId('diagram-drawing');
  const wheel = drawing.locator('circle');
  await expect(wheel).toBeVisible();
  await expect(drawing).toContainText('FIG. 9 TAIL WHEEL </svg><img src=x');

  // Pointer over the shapes, a click on the text: nothing fires.
  await wheel.hover({ force: true });
  await drawing.locator('text').click({ force: true });
  await expect(page).toHaveURL(/\/parts\?/);
  await expect(page.locator('body')).toBeVisible();

  const found = await drawing.evaluate((g) =>
    [...g.querySelectorAll('*')].map((element) => ({
      name: element.localName,
      namespace: element.namespaceURI,
      attributes: [...element.attributes].map((a) => `${a.name}=${a.value}`),
    })),
  );
  expect(found.length).toBeGreaterThan(4);
  for (const element of found) {
    expect(element.namespace).toBe('http://www.w3.org/2000/svg');
    expect([...allowedElements].map((name) => name.toLowerCase())).toContain(
      element.name.toLowerCase(),
    );
    for (const attribute of element.attributes) {
      expect(attribute).not.toMatch(/^on/i);
      expect(attribute).not.toMatch(/^(xlink:)?href=(?!#ipc-)/);
      expect(attribute.replace(/url\(#ipc-[\w.-]+\)/g, '')).not.toMatch(/url\(/);
    }
  }
  // No stylesheet came with the drawing, nothing was fetched from elsewhere, no script ran.
  expect(await page.evaluate(() => document.querySelectorAll('svg style, svg script').length)).toBe(
    0,
  );
  expect(outside).toEqual([]);
  expect(dialogs).toEqual([]);
  await page.screenshot({ path: 'test-results/parts-diagram-imported.png' });
});
