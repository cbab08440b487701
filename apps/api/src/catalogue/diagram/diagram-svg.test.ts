import { describe, expect, it } from 'vitest';
import { drawAssembly, partKind, sheetItemLimit } from './diagram-art.ts';
import { checkSvg } from './diagram-svg.ts';

describe('checkSvg', () => {
  it('keeps plain line art and its viewBox, without comments', () => {
    const result = checkSvg(
      '<svg viewBox="0,0 10 20"><!-- note --><g><path d="M0 0L5 5"/><text>A &amp; B</text></g></svg>',
    );
    expect(result).toEqual({
      problems: [],
      dropped: [],
      svg: {
        viewBox: { x: 0, y: 0, width: 10, height: 20 },
        inner: '<g><path d="M0 0L5 5"/><text>A &amp; B</text></g>',
      },
    });
  });

  it('keeps what real drawings use: paint servers, markers, clip paths, text on a path', () => {
    const file = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1"
     width="400" height="300" viewBox="0 0 400 300" font-family="Arial" stroke="#000">
  <defs>
    <linearGradient id="steel" x1="0" x2="1" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#ddd"/><stop offset="1" style="stop-color:#888;stop-opacity:0.9"/>
    </linearGradient>
    <radialGradient id="hub" xlink:href="#steel" cx="0.5" cy="0.5" r="0.5"/>
    <marker id="arrow" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z"/></marker>
    <clipPath id="clip"><rect width="400" height="300"/></clipPath>
    <path id="arc" d="M10 250 A 150 150 0 0 1 390 250"/>
  </defs>
  <g clip-path="url(#clip)" transform="translate(10 0) rotate(2)">
    <circle cx="200" cy="150" r="80" fill="url(#hub)" style="stroke-width: 2px; stroke-dasharray: 4 2"/>
    <line x1="0" y1="0" x2="100" y2="100" marker-end="url(#arrow)"/>
    <use xlink:href="#arc" fill="none"/>
  </g>
  <text x="10" y="290" font-size="12"><tspan font-weight="bold">FIG. 9</tspan> TAIL&#160;WHEEL</text>
  <text><textPath href="#arc">ALONG THE ARC</textPath></text>
</svg>`;
    const result = checkSvg(file);
    expect(result.problems).toEqual([]);
    expect(result.dropped).toEqual([]);
    expect(result.svg?.inner).toBe(
      '<g font-family="Arial" stroke="#000"><defs>' +
        '<linearGradient id="ipc-steel" x1="0" x2="1" gradientUnits="objectBoundingBox">' +
        '<stop offset="0" stop-color="#ddd"/><stop offset="1" style="stop-color:#888;stop-opacity:0.9"/>' +
        '</linearGradient>' +
        '<radialGradient id="ipc-hub" href="#ipc-steel" cx="0.5" cy="0.5" r="0.5"/>' +
        '<marker id="ipc-arrow" markerWidth="6" markerHeight="6" refX="3" refY="3" orient="auto"><path d="M0,0 L6,3 L0,6 z"/></marker>' +
        '<clipPath id="ipc-clip"><rect width="400" height="300"/></clipPath>' +
        '<path id="ipc-arc" d="M10 250 A 150 150 0 0 1 390 250"/>' +
        '</defs>' +
        '<g clip-path="url(#ipc-clip)" transform="translate(10 0) rotate(2)">' +
        '<circle cx="200" cy="150" r="80" fill="url(#ipc-hub)" style="stroke-width:2px;stroke-dasharray:4 2"/>' +
        '<line x1="0" y1="0" x2="100" y2="100" marker-end="url(#ipc-arrow)"/>' +
        '<use href="#ipc-arc" fill="none"/>' +
        '</g>' +
        '<text x="10" y="290" font-size="12"><tspan font-weight="bold">FIG. 9</tspan> TAIL\u00a0WHEEL</text>' +
        '<text><textPath href="#ipc-arc">ALONG THE ARC</textPath></text></g>',
    );
  });

  it.each([
    [
      '<svg viewBox="0 0 1 1"><g></svg>',
      1,
      'is not well-formed XML (column 32): unexpected close tag',
    ],
    ['<svg><g/></svg>', 1, 'the <svg> root needs a viewBox of four numbers (positive size)'],
    [
      '<svg viewBox="0 0 0 1"/>',
      1,
      'the <svg> root needs a viewBox of four numbers (positive size)',
    ],
    [
      '<svg viewBox="0 0 1 1"></svg><svg viewBox="0 0 1 1"></svg>',
      1,
      'is not well-formed XML (column 34): documents may contain only one root',
    ],
    [
      '<svg viewBox="0 0 1 1">\n<g>1 < 2</g></svg>',
      2,
      'is not well-formed XML (column 7): disallowed character in tag name',
    ],
    [
      '<g xmlns="http://www.w3.org/2000/svg"/>',
      1,
      'must have an <svg> root element (SVG namespace)',
    ],
    ['', 1, 'is not well-formed XML (column 0): document must contain a root element'],
  ])('refuses %s', (svg, line, message) => {
    expect(checkSvg(svg)).toEqual({ problems: [{ line, message }], dropped: [] });
  });

  it('refuses a drawing nested more than 200 deep', () => {
    const deep = `<svg viewBox="0 0 1 1">${'<g>'.repeat(201)}${'</g>'.repeat(201)}</svg>`;
    expect(checkSvg(deep).problems).toEqual([
      { line: 1, message: 'nests elements more than 200 deep' },
    ]);
  });

  it('refuses a file larger than 2 MB', () => {
    const big = `<svg viewBox="0 0 1 1"><desc>${'x'.repeat(2_000_000)}</desc></svg>`;
    expect(checkSvg(big).problems).toEqual([{ line: 1, message: 'is larger than 2000000 bytes' }]);
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
