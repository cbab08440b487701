import { describe, expect, it } from 'vitest';
import { drawAssembly, partKind, sheetItemLimit } from './diagram-art.ts';
import { checkSvg } from './diagram-svg.ts';

describe('checkSvg', () => {
  it('keeps plain line art and its viewBox, without comments', () => {
    const result = checkSvg(
      '<svg viewBox="0,0 10 20"><!-- note --><g><path d="M0 0L5 5"/><text>A &amp; B</text></g></svg>',
    );
    expect(result.problems).toEqual([]);
    expect(result.svg).toEqual({
      viewBox: { x: 0, y: 0, width: 10, height: 20 },
      inner: '<g><path d="M0 0L5 5"/><text>A &amp; B</text></g>',
    });
  });

  it.each([
    [
      '<svg viewBox="0 0 1 1"><style>*{}</style></svg>',
      'holds a <style> element, which is not allowed',
    ],
    [
      '<svg viewBox="0 0 1 1"><foreignObject/></svg>',
      'holds a <foreignObject> element, which is not allowed',
    ],
    [
      '<svg viewBox="0 0 1 1"><rect fill="url(https://x/y)"/></svg>',
      'has fill referring outside the drawing',
    ],
    [
      '<svg viewBox="0 0 1 1"><rect style="fill:url(#a)"/></svg>',
      'has a style that refers to something',
    ],
    [
      '<svg viewBox="0 0 1 1"><a xlink:href="javascript:x"/></svg>',
      'holds a <a> element, which is not allowed',
    ],
    [
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg viewBox="0 0 1 1"/>',
      'holds a DOCTYPE or entity declaration',
    ],
    ['<svg viewBox="0 0 1 1"><g></svg>', 'closes </svg>, which is not the open element'],
    ['<svg><g/></svg>', 'the <svg> root needs a viewBox of four numbers (positive size)'],
    [
      '<svg viewBox="0 0 1 1"></svg><svg viewBox="0 0 1 1"></svg>',
      'must hold one <svg> root element',
    ],
    ['<svg viewBox="0 0 1 1"><g>1 < 2</g></svg>', 'holds a "<" that starts no tag'],
  ])('refuses %s', (svg, message) => {
    expect(checkSvg(svg).problems.map((p) => p.message)).toContain(message);
  });

  it('drops a comment the browser would end early ("--!>"), with what it hides', () => {
    const result = checkSvg(
      '<svg viewBox="0 0 1 1"><!-- --!><img src=x onerror=alert(1)> --></svg>',
    );
    expect(result.svg?.inner).toBe('');
  });
});

describe('drawAssembly', () => {
  const parts = [
    { item: '1', description: 'TAIL WHEEL INSTALLATION', indent: 0 },
    { item: '2', description: 'SPRING ASSY, TAIL WHEEL', indent: 1 },
    { item: '3', description: 'BOLT, DRILLED SHANK', indent: 2 },
    { item: '4', description: 'WASHER, FLAT', indent: 2 },
    { item: '5', description: 'NUT, CASTELLATED', indent: 2 },
    { item: '6', description: 'PIN, COTTER', indent: 2 },
  ];

  it('tells hardware apart by its nomenclature', () => {
    expect(parts.map((part) => partKind(part.description))).toEqual([
      'wheel',
      'spring',
      'bolt',
      'washer',
      'nut',
      'pin',
    ]);
    expect(partKind('BRACKET, ANTENNA')).toBe('bracket');
    expect(partKind('CABLE ASSY, RUDDER')).toBe('line');
  });

  it('is deterministic and places every balloon inside the sheet, at most one sheet of items', () => {
    const art = drawAssembly(parts, 'FIG. 9  TAIL WHEEL');
    expect(drawAssembly(parts, 'FIG. 9  TAIL WHEEL')).toEqual(art);
    expect(art.placements.map((p) => p.item)).toEqual(['1', '2', '3', '4', '5', '6']);
    const { x, y, width, height } = art.viewBox;
    for (const p of art.placements) {
      expect(p.bx).toBeGreaterThan(x);
      expect(p.bx).toBeLessThan(x + width);
      expect(p.by).toBeGreaterThan(y);
      expect(p.by).toBeLessThan(y + height);
    }
    expect(art.svg).toContain('FIG. 9  TAIL WHEEL');
    expect(checkSvg(`<svg viewBox="0 0 1 1">${art.svg}</svg>`).problems).toEqual([]);
    const many = Array.from({ length: 90 }, (_, i) => ({
      item: String(i + 1),
      description: 'BOLT',
      indent: 2,
    }));
    expect(drawAssembly(many, 'X').placements).toHaveLength(sheetItemLimit);
  });

  it('names its sheet and the items on it in the title block', () => {
    const items = Array.from({ length: 95 }, (_, i) => ({
      item: String(i + 1),
      description: i % 2 ? 'WASHER, FLAT' : 'BOLT',
      indent: 2,
    }));
    const third = drawAssembly(items.slice(80), 'FIG. 9  TAIL WHEEL', {
      sheet: 3,
      sheetCount: 3,
      itemCount: 95,
    });
    expect(third.placements.map((p) => p.item)).toEqual(items.slice(80).map((p) => p.item));
    expect(third.svg).toContain('>SHEET 3 OF 3<');
    expect(third.svg).toContain('>ITEMS 81–95 (15 OF 95)<');
    // A figure of one sheet says so, and counts its items.
    const single = drawAssembly(parts, 'FIG. 9  TAIL WHEEL');
    expect(single.svg).toContain('>SHEET 1 OF 1<');
    expect(single.svg).toContain('>6 ITEMS · NOT TO SCALE<');
    expect(checkSvg(`<svg viewBox="0 0 1 1">${third.svg}</svg>`).problems).toEqual([]);
  });
});
