import type { AssemblyDiagram, DiagramCallout } from '@contrail/contracts';
import { apiFetch } from '~/lib/http.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function calloutOf(value: unknown): DiagramCallout | undefined {
  if (!isRecord(value)) return undefined;
  const { item, partId, partNumber, description, x, y, target } = value;
  if (
    typeof item !== 'string' ||
    typeof partId !== 'string' ||
    typeof partNumber !== 'string' ||
    typeof description !== 'string' ||
    !isNumber(x) ||
    !isNumber(y)
  ) {
    return undefined;
  }
  const point = isRecord(target) && isNumber(target.x) && isNumber(target.y) ? target : null;
  return {
    item,
    partId,
    partNumber,
    description,
    x,
    y,
    target: point && { x: point.x as number, y: point.y as number },
  };
}

/**
 * The diagram answer checked by hand (as answers.ts does for the other calls: no zod in the page's
 * bundle); a test holds it to the contract's schema. Undefined when the shape is not a diagram.
 */
export function readDiagram(value: unknown): AssemblyDiagram | undefined {
  if (!isRecord(value) || !isRecord(value.viewBox) || !Array.isArray(value.callouts)) {
    return undefined;
  }
  const { modelId, assemblyId, source, sheet, sheetCount, calloutCount, svg, viewBox } = value;
  const { x, y, width, height } = viewBox;
  const count = (n: unknown, min: number): n is number =>
    isNumber(n) && Number.isInteger(n) && n >= min;
  if (
    !count(sheet, 1) ||
    !count(sheetCount, 1) ||
    sheet > sheetCount ||
    !count(calloutCount, 0) ||
    typeof modelId !== 'string' ||
    typeof assemblyId !== 'string' ||
    (source !== 'imported' && source !== 'generated') ||
    typeof svg !== 'string' ||
    !isNumber(x) ||
    !isNumber(y) ||
    !isNumber(width) ||
    !isNumber(height) ||
    width <= 0 ||
    height <= 0
  ) {
    return undefined;
  }
  const callouts = value.callouts.map(calloutOf);
  if (callouts.some((callout) => callout === undefined)) return undefined;
  return {
    modelId,
    assemblyId,
    source,
    sheet,
    sheetCount,
    calloutCount,
    viewBox: { x, y, width, height },
    svg,
    callouts: callouts as DiagramCallout[],
  };
}

/** Which sheet of a drawing to load: by its number, or the one holding an item's callout. */
export type SheetWanted = { sheet: number } | { item: string };

/** GET models/{m}/assemblies/{a}/diagram (sheet 1), ?sheet=N or ?item=X */
export async function fetchDiagram(
  modelId: string,
  assembly: string,
  wanted: SheetWanted = { sheet: 1 },
  signal?: AbortSignal,
): Promise<AssemblyDiagram> {
  const query =
    'item' in wanted
      ? `?item=${encodeURIComponent(wanted.item)}`
      : wanted.sheet === 1
        ? ''
        : `?sheet=${wanted.sheet}`;
  const { data } = await apiFetch(
    `models/${encodeURIComponent(modelId)}/assemblies/${encodeURIComponent(assembly)}/diagram${query}`,
    { signal },
  );
  const diagram = readDiagram(data);
  if (!diagram) throw new Error('The diagram answer has an unexpected shape.');
  return diagram;
}
