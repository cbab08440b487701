import type { DiagramViewBox } from '@contrail/contracts';

/**
 * Checks an imported SVG drawing before it is stored: the site draws it inline, so it may hold
 * shapes, text, groups, gradients, patterns, clip paths and masks only. Scripts, styles,
 * `<foreignObject>`, event attributes, entities and references outside the file (`href` other than
 * `#id`, `url()` other than `url(#id)`) are refused, each problem reported with its line.
 */

const elements = new Set(
  [
    'svg',
    'g',
    'defs',
    'symbol',
    'use',
    'title',
    'desc',
    'metadata',
    'path',
    'rect',
    'circle',
    'ellipse',
    'line',
    'polyline',
    'polygon',
    'text',
    'tspan',
    'textPath',
    'linearGradient',
    'radialGradient',
    'stop',
    'pattern',
    'clipPath',
    'mask',
    'marker',
  ].map((name) => name.toLowerCase()),
);

const attributeName = /^[A-Za-z_][\w.:-]*$/;
const localReference = /^#[\w.:-]+$/;
const outsideUrl = /url\(\s*(?!['"]?#)/i;

export interface SvgProblem {
  line: number;
  message: string;
}

export interface CheckedSvg {
  viewBox: DiagramViewBox;
  /** The markup inside the root element. */
  inner: string;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

function parseViewBox(value: string | undefined): DiagramViewBox | undefined {
  if (value === undefined) return undefined;
  const numbers = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [x, y, width, height] = numbers;
  if (
    numbers.length !== 4 ||
    numbers.some((v) => !Number.isFinite(v)) ||
    x === undefined ||
    y === undefined ||
    width === undefined ||
    height === undefined ||
    width <= 0 ||
    height <= 0
  ) {
    return undefined;
  }
  return { x, y, width, height };
}

/** Largest drawing accepted (bytes of markup): an IPC figure is line art, not a bitmap. */
export const maxSvgBytes = 2_000_000;

export function checkSvg(text: string): { problems: SvgProblem[]; svg?: CheckedSvg } {
  const problems: SvgProblem[] = [];
  const problem = (index: number, message: string) => {
    if (problems.length < 50) problems.push({ line: lineAt(text, index), message });
  };
  if (Buffer.byteLength(text) > maxSvgBytes) {
    return { problems: [{ line: 1, message: `is larger than ${maxSvgBytes} bytes` }] };
  }
  // Tags, comments, declarations and CDATA; the text between them is only ever text.
  const token =
    /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[[\s\S]*?\]\]>|<![^>]*>|<\/?([A-Za-z][\w:.-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|</g;
  const attribute = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
  let root: { viewBox?: DiagramViewBox; start: number; end?: number } | undefined;
  const open: string[] = [];
  for (let match = token.exec(text); match; match = token.exec(text)) {
    const [whole, name, attributes = '', selfClosing] = match;
    const at = match.index;
    if (whole.startsWith('<!--')) continue;
    if (whole.startsWith('<?')) {
      if (!/^<\?xml\s/.test(whole)) problem(at, 'holds a processing instruction');
      continue;
    }
    if (whole.startsWith('<![CDATA[')) {
      problem(at, 'holds a CDATA section');
      continue;
    }
    if (whole.startsWith('<!')) {
      problem(at, 'holds a DOCTYPE or entity declaration');
      continue;
    }
    if (name === undefined) {
      problem(at, 'holds a "<" that starts no tag');
      continue;
    }
    const element = name.toLowerCase();
    if (whole.startsWith('</')) {
      if (open.pop() !== element) problem(at, `closes </${name}>, which is not the open element`);
      else if (open.length === 0 && root && element === 'svg') root.end = at;
      continue;
    }
    if (!elements.has(element)) problem(at, `holds a <${name}> element, which is not allowed`);
    const values = new Map<string, string>();
    for (const pair of attributes.matchAll(attribute)) {
      const key = pair[1] ?? '';
      const value = pair[2] ?? pair[3] ?? '';
      const lower = key.toLowerCase();
      values.set(lower, value);
      if (!attributeName.test(key)) problem(at, `has an attribute named "${key}"`);
      else if (lower.startsWith('on')) problem(at, `has an event attribute (${key})`);
      else if (lower === 'style' || lower === 'class') {
        if (lower === 'style' && /url\(|expression|@import|javascript:/i.test(value)) {
          problem(at, 'has a style that refers to something');
        }
      } else if (lower === 'href' || lower === 'xlink:href') {
        if (!localReference.test(value.trim())) problem(at, `has ${key} outside the drawing`);
      } else if (outsideUrl.test(value) || /javascript:/i.test(value)) {
        problem(at, `has ${key} referring outside the drawing`);
      }
    }
    if (open.length === 0) {
      if (element !== 'svg' || root) problem(at, 'must hold one <svg> root element');
      else {
        const viewBox = parseViewBox(values.get('viewbox'));
        if (!viewBox) problem(at, 'the <svg> root needs a viewBox of four numbers (positive size)');
        root = { start: at + whole.length, ...(viewBox ? { viewBox } : {}) };
      }
    }
    if (!selfClosing) open.push(element);
  }
  if (!root) problem(0, 'holds no <svg> element');
  else if (root.end === undefined) problem(text.length, 'the <svg> element is not closed');
  if (problems.length > 0 || !root?.viewBox || root.end === undefined) return { problems };
  // Comments go: the browser's HTML parser ends a comment at "--!>", which this reader does not.
  const inner = text
    .slice(root.start, root.end)
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  return { problems, svg: { viewBox: root.viewBox, inner } };
}
