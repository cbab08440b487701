import type { DiagramViewBox } from '@contrail/contracts';
import { SaxesParser, type SaxesAttributeNS } from 'saxes';
import {
  allowedElements,
  allowedFunctions,
  geometryAttributes,
  hrefElements,
  ignoredAttributes,
  presentationProperties,
  svgNamespace,
  textElements,
  undrawnElements,
  unwrappedElements,
  xlinkNamespace,
  xmlNamespace,
  xmlnsNamespace,
} from './svg-allow-list.ts';

/**
 * Reads an imported SVG drawing with a strict XML parser (saxes) and writes a new one from the parsed
 * tree: only the elements and attributes of svg-allow-list.ts, every text and attribute value escaped
 * by this file, every `#id` given a prefix of its own. Nothing of the source text is copied (docs/
 * decisions/0016). What is left out is reported by element and line, and marked when it was drawn.
 * A file that is not well-formed XML, declares entities, or has no `<svg>` root with a viewBox is
 * refused whole.
 */

export interface SvgProblem {
  line: number;
  message: string;
}

export interface CheckedSvg {
  viewBox: DiagramViewBox;
  /** The drawing's content, written by rebuild(): the markup the site inserts into its `<svg>`. */
  inner: string;
}

export interface SvgCheck {
  /** Why the file is refused; empty when `svg` is set. */
  problems: SvgProblem[];
  /** What the rebuilt drawing leaves out, one entry per kind of thing, at its first line. */
  dropped: SvgProblem[];
  svg?: CheckedSvg;
}

/** Largest drawing accepted (bytes of markup): an IPC figure is line art, not a bitmap. */
export const maxSvgBytes = 2_000_000;
/** Deepest nesting of elements read (real drawings nest a few tens deep). */
export const maxSvgDepth = 200;
/** Most elements the drawing may draw once every `<use>` is expanded (a "use bomb" draws billions). */
export const maxDrawnElements = 200_000;
/** Every id of an imported drawing gets this prefix, so it can neither clash with nor name the page's. */
export const idPrefix = 'ipc-';

interface XmlElement {
  uri: string;
  prefix: string;
  local: string;
  name: string;
  attributes: SaxesAttributeNS[];
  line: number;
  children: XmlNode[];
}
type XmlNode = XmlElement | string;

class Refusal extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** The XML tree of `text`, or why it is refused. Entities other than XML's five are errors. */
function parseXml(text: string): { root?: XmlElement; dropped: SvgProblem[] } {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const dropped: SvgProblem[] = [];
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let startLine = 1;
  parser.on('error', (error) => {
    let reason = error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, '');
    if (reason === 'undefined entity') {
      reason = 'an entity other than &amp; &lt; &gt; &quot; &apos; or a character reference';
    }
    throw new Refusal(parser.line, `is not well-formed XML (column ${parser.column}): ${reason}`);
  });
  parser.on('doctype', (doctype) => {
    // An internal subset declares entities (billion laughs, external files): never read.
    if (doctype.includes('[')) {
      throw new Refusal(
        parser.line,
        'declares entities or other markup in its DOCTYPE; save the drawing without them',
      );
    }
  });
  parser.on('processinginstruction', ({ target }) => {
    dropped.push({ line: parser.line, message: `dropped processing instruction <?${target}?>` });
  });
  parser.on('opentagstart', () => {
    startLine = parser.line;
  });
  parser.on('opentag', (tag) => {
    if (stack.length >= maxSvgDepth) {
      throw new Refusal(startLine, `nests elements more than ${maxSvgDepth} deep`);
    }
    const element: XmlElement = {
      uri: tag.uri,
      prefix: tag.prefix,
      local: tag.local,
      name: tag.name,
      attributes: Object.values(tag.attributes),
      line: startLine,
      children: [],
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
    if (!tag.isSelfClosing) stack.push(element);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  const addText = (value: string) => {
    stack[stack.length - 1]?.children.push(value);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(text).close();
  return { ...(root ? { root } : {}), dropped };
}

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

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');
/** A value as quoted in a report: short, on one line. */
const quote = (value: string) =>
  JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);

const idName = /^[A-Za-z_][\w.-]*$/;
const localHref = /^#([A-Za-z_][\w.-]*)$/;
const functionCall = /([A-Za-z_-][\w-]*)\s*\(/g;
const urlCall = /url\(\s*(['"]?)\s*#([A-Za-z_][\w.-]*)\s*\1\s*\)/gi;

/**
 * A presentation or geometry value with its `url(#id)` references prefixed, or undefined when it
 * calls a function outside the allow-list, refers outside the drawing or holds a CSS escape.
 */
function safeValue(value: string): string | undefined {
  if (/[\\<>{}]|\/\*/.test(value)) return undefined;
  for (const [, name = ''] of value.matchAll(functionCall)) {
    if (!allowedFunctions.has(name.toLowerCase())) return undefined;
  }
  const local = value.replace(urlCall, `url(#${idPrefix}$2)`);
  // Every url() must have been a local one (and so rewritten to the prefix).
  const urls = local.match(/url\(/gi)?.length ?? 0;
  const rewritten = local.split(`url(#${idPrefix}`).length - 1;
  return urls === rewritten ? local : undefined;
}

/** `style` split into declarations at the semicolons outside quotes and parentheses. */
function declarations(style: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoteChar = '';
  let start = 0;
  for (let i = 0; i < style.length; i += 1) {
    const char = style[i];
    if (quoteChar) {
      if (char === quoteChar) quoteChar = '';
    } else if (char === '"' || char === "'") quoteChar = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) {
      out.push(style.slice(start, i));
      start = i + 1;
    }
  }
  out.push(style.slice(start));
  return out.map((part) => part.trim()).filter(Boolean);
}

interface DropNote {
  line: number;
  message: string;
  count: number;
}

/** Writes the allowed part of a parsed drawing and notes what it leaves out. */
class Rebuild {
  readonly notes = new Map<string, DropNote>();
  /** Per id: elements under it and the ids its `<use>`s draw again; for the use-bomb check. */
  readonly ids = new Map<string, { count: number; uses: string[] }>();

  drop(line: number, message: string, drawn: boolean) {
    const key = drawn ? `${message} (visible content)` : message;
    const note = this.notes.get(key);
    if (note) note.count += 1;
    else this.notes.set(key, { line, message: key, count: 1 });
  }

  /** The kept attributes of `element`, as name/value pairs (values not yet escaped). */
  attributes(element: XmlElement): Array<[string, string]> {
    const kept: Array<[string, string]> = [];
    const tag = `<${element.local}>`;
    for (const attribute of element.attributes) {
      const { uri, local, value } = attribute;
      if (uri === xmlnsNamespace || uri === xmlNamespace) continue;
      const isHref = local === 'href' && (uri === '' || uri === xlinkNamespace);
      if (uri !== '' && !isHref) {
        this.drop(element.line, `dropped attribute ${attribute.name} of ${tag}`, false);
        continue;
      }
      if (isHref) {
        const id = localHref.exec(value.trim())?.[1];
        if (id && hrefElements.has(element.local)) kept.push(['href', `#${idPrefix}${id}`]);
        else {
          const drawn = element.local === 'use' || element.local === 'textPath';
          this.drop(
            element.line,
            `dropped ${attribute.name}=${quote(value)} of ${tag}, not a #id of the drawing`,
            drawn,
          );
        }
      } else if (local.toLowerCase().startsWith('on')) {
        this.drop(element.line, `dropped event attribute ${local} of ${tag}`, false);
      } else if (local === 'id') {
        if (idName.test(value)) kept.push(['id', `${idPrefix}${value}`]);
        else
          this.drop(element.line, `dropped id=${quote(value)} of ${tag}, not a plain name`, false);
      } else if (local === 'style') {
        const style = this.style(element, value);
        if (style) kept.push(['style', style]);
      } else if (presentationProperties.has(local) || geometryAttributes.has(local)) {
        const safe = safeValue(value);
        if (safe !== undefined) kept.push([local, safe]);
        else {
          this.drop(
            element.line,
            `dropped ${local}=${quote(value)} of ${tag}, a reference or function not allowed`,
            true,
          );
        }
      } else if (!ignoredAttributes.has(local)) {
        this.drop(element.line, `dropped attribute ${local} of ${tag}`, false);
      }
    }
    return kept;
  }

  /** A `style` attribute rebuilt from its allowed declarations, or '' when none is left. */
  style(element: XmlElement, style: string): string {
    const kept: string[] = [];
    for (const declaration of declarations(style)) {
      const colon = declaration.indexOf(':');
      const property = declaration.slice(0, Math.max(colon, 0)).trim().toLowerCase();
      const raw = declaration
        .slice(colon + 1)
        .replace(/!\s*important\s*$/i, '')
        .trim();
      const value = presentationProperties.has(property) ? safeValue(raw) : undefined;
      if (colon > 0 && value !== undefined && value !== '') kept.push(`${property}:${value}`);
      else {
        this.drop(
          element.line,
          `dropped style ${quote(declaration)} of <${element.local}>`,
          presentationProperties.has(property),
        );
      }
    }
    return kept.join(';');
  }

  /** The markup of `nodes` (children of a kept element), with `counts` of what it draws. */
  children(nodes: XmlNode[], parent: string, counts: { count: number; uses: string[] }): string {
    let out = '';
    for (const node of nodes) {
      if (typeof node === 'string') {
        // Elsewhere text is not drawn, and whitespace between elements means nothing.
        if (textElements.has(parent)) out += escapeText(node);
        continue;
      }
      const isSvg = node.uri === svgNamespace || node.uri === '';
      if (isSvg && allowedElements.has(node.local)) out += this.element(node, counts);
      else if (isSvg && unwrappedElements.has(node.local)) {
        this.drop(node.line, `dropped <${node.name}> (its content kept)`, false);
        out += this.children(node.children, parent, counts);
      } else {
        const where = isSvg || node.prefix ? '' : ` in namespace ${quote(node.uri)}`;
        this.drop(
          node.line,
          `dropped <${node.name}>${where}`,
          isSvg && !undrawnElements.has(node.local),
        );
      }
    }
    return out;
  }

  element(node: XmlElement, counts: { count: number; uses: string[] }): string {
    const attributes = this.attributes(node);
    const own = { count: 1, uses: [] as string[] };
    const href = attributes.find(([name]) => name === 'href')?.[1];
    if (node.local === 'use' && href) own.uses.push(href.slice(1));
    const content = this.children(node.children, node.local, own);
    const id = attributes.find(([name]) => name === 'id')?.[1];
    if (id && !this.ids.has(id)) this.ids.set(id, own);
    counts.count += own.count;
    counts.uses.push(...own.uses);
    const open = `<${node.local}${attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}`;
    return content === '' ? `${open}/>` : `${open}>${content}</${node.local}>`;
  }

  /** How many elements `counts` draws once every `<use>` is expanded (cycles draw nothing). */
  drawn(counts: { count: number; uses: string[] }): number {
    const memo = new Map<string, number>();
    const visiting = new Set<string>();
    const expand = (id: string): number => {
      const known = memo.get(id);
      if (known !== undefined) return known;
      const target = this.ids.get(id);
      if (!target || visiting.has(id)) return 0;
      visiting.add(id);
      const total = target.uses.reduce((sum, use) => sum + expand(use), target.count);
      visiting.delete(id);
      memo.set(id, total);
      return total;
    };
    return counts.uses.reduce((sum, use) => sum + expand(use), counts.count);
  }
}

/** Checks an imported drawing and rebuilds it from its allowed part (see the comment at the top). */
export function checkSvg(text: string): SvgCheck {
  const refuse = (line: number, message: string): SvgCheck => ({
    problems: [{ line, message }],
    dropped: [],
  });
  if (Buffer.byteLength(text) > maxSvgBytes)
    return refuse(1, `is larger than ${maxSvgBytes} bytes`);
  let parsed: ReturnType<typeof parseXml>;
  try {
    parsed = parseXml(text);
  } catch (error) {
    if (error instanceof Refusal) return refuse(error.line, error.message);
    throw error;
  }
  const { root } = parsed;
  if (!root) return refuse(1, 'holds no <svg> element');
  if (root.local !== 'svg' || (root.uri !== svgNamespace && root.uri !== '')) {
    return refuse(root.line, 'must have an <svg> root element (SVG namespace)');
  }
  const viewBox = parseViewBox(root.attributes.find((a) => a.name === 'viewBox')?.value);
  if (!viewBox) {
    return refuse(root.line, 'the <svg> root needs a viewBox of four numbers (positive size)');
  }
  const rebuild = new Rebuild();
  const counts = { count: 0, uses: [] as string[] };
  // The root's own paint (fill, stroke, font…) goes on a group; its size and viewBox are the page's.
  const paint = rebuild
    .attributes(root)
    .filter(([name]) => name === 'style' || presentationProperties.has(name));
  let inner = rebuild.children(root.children, 'svg', counts).trim();
  if (paint.length > 0) {
    const open = `<g${paint.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('')}`;
    inner = inner === '' ? `${open}/>` : `${open}>${inner}</g>`;
  }
  const drawn = rebuild.drawn(counts);
  if (drawn > maxDrawnElements) {
    return refuse(
      root.line,
      `its <use> elements would draw ${drawn > 1e12 ? 'more than a trillion' : drawn} elements; at most ${maxDrawnElements}`,
    );
  }
  const dropped = [
    ...parsed.dropped,
    ...[...rebuild.notes.values()].map(({ line, message, count }) => ({
      line,
      message: count > 1 ? `${message}; ${count} times, the first here` : message,
    })),
  ].sort((a, b) => a.line - b.line);
  return { problems: [], dropped, svg: { viewBox, inner } };
}
