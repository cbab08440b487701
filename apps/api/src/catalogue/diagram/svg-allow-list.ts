/**
 * What an imported drawing may keep (diagram-svg.ts rebuilds it from these lists; docs/decisions
 * 0016). Names are exact: XML is case-sensitive, and only these spellings are ever written out.
 */

export const svgNamespace = 'http://www.w3.org/2000/svg';
export const xlinkNamespace = 'http://www.w3.org/1999/xlink';
export const xmlNamespace = 'http://www.w3.org/XML/1998/namespace';
export const xmlnsNamespace = 'http://www.w3.org/2000/xmlns/';

/** Elements kept with their allowed attributes and content: line art, text, paint servers. */
export const allowedElements = new Set([
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
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
]);

/** Elements whose text is drawn or read (kept, escaped); elsewhere only whitespace is kept. */
export const textElements = new Set(['text', 'tspan', 'textPath', 'title', 'desc']);

/** Dropped, their content kept in their place: a link around shapes, Illustrator's `<switch>`. */
export const unwrappedElements = new Set(['a', 'switch']);

/** SVG elements dropped without losing anything drawn (all other SVG elements draw something). */
export const undrawnElements = new Set(['script', 'metadata', 'cursor', 'view']);

/** Elements whose `href` may name another element of the drawing (`#id`, nothing else). */
export const hrefElements = new Set([
  'use',
  'textPath',
  'linearGradient',
  'radialGradient',
  'pattern',
]);

/** Presentation properties: allowed as attributes and as `style` declarations. */
export const presentationProperties = new Set([
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'mask',
  'marker',
  'marker-start',
  'marker-mid',
  'marker-end',
  'stop-color',
  'stop-opacity',
  'font',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'font-stretch',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'writing-mode',
  'vector-effect',
  'shape-rendering',
  'text-rendering',
  'paint-order',
  'color-interpolation',
]);

/** Geometry and structure attributes (no presentation, no reference). */
export const geometryAttributes = new Set([
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
]);

/** Attributes editors write that mean nothing inline: dropped without a word. */
export const ignoredAttributes = new Set([
  'version',
  'baseProfile',
  'enable-background',
  'zoomAndPan',
  'contentScriptType',
  'contentStyleType',
]);

/** CSS functions a kept value may call; `url()` only as `url(#id)`. */
export const allowedFunctions = new Set([
  'url',
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  'matrix',
  'translate',
  'scale',
  'rotate',
  'skewx',
  'skewy',
]);
