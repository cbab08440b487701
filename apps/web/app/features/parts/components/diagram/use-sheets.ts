import type { AssemblyDiagram as Diagram } from '@contrail/contracts';
import { useEffect, useState } from 'react';
import { isAbort, logFailure } from '~/features/parts/state/log-failure.ts';
import { fetchDiagram, type SheetWanted } from './diagram-answer.ts';

/** Sheets kept once loaded (per assembly), so paging back and forth does not ask again. */
const keptSheets = 12;

const wantedKey = (wanted: SheetWanted) =>
  'item' in wanted ? `item:${wanted.item}` : `sheet:${wanted.sheet}`;

/** The sheets loaded so far with `diagram` added (the oldest dropped beyond {@link keptSheets}). */
function withSheet(sheets: ReadonlyMap<number, Diagram>, diagram: Diagram) {
  const next = new Map(sheets);
  next.delete(diagram.sheet);
  next.set(diagram.sheet, diagram);
  for (const sheet of next.keys()) {
    if (next.size <= keptSheets) break;
    next.delete(sheet);
  }
  return next;
}

/** The loaded sheet holding an item's callout, if any. */
function loadedSheetOf(sheets: ReadonlyMap<number, Diagram>, item: string) {
  for (const diagram of sheets.values()) {
    if (diagram.callouts.some((callout) => callout.item === item)) return diagram.sheet;
  }
  return undefined;
}

/**
 * The sheets of an assembly's drawing: the one wanted (sheet 1 first), loaded when not yet kept.
 * While another sheet loads the last one stays on screen (`shown`), so nothing jumps.
 */
export function useSheets(modelId: string, assembly: string) {
  const [wanted, setWanted] = useState<SheetWanted>({ sheet: 1 });
  const [sheets, setSheets] = useState<ReadonlyMap<number, Diagram>>(() => new Map());
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const target = 'item' in wanted ? loadedSheetOf(sheets, wanted.item) : wanted.sheet;
  const ready = target === undefined ? undefined : sheets.get(target);
  const [shown, setShown] = useState<Diagram | undefined>(undefined);
  if (ready && ready !== shown) setShown(ready);

  // What to ask the API for when the wanted sheet is not kept yet.
  const askSheet = ready ? undefined : target;
  const askItem = ready || target !== undefined || !('item' in wanted) ? undefined : wanted.item;
  const key = `${wantedKey(wanted)}/${attempt}`;
  useEffect(() => {
    if (askSheet === undefined && askItem === undefined) return;
    const controller = new AbortController();
    const ask: SheetWanted = askItem === undefined ? { sheet: askSheet ?? 1 } : { item: askItem };
    fetchDiagram(modelId, assembly, ask, controller.signal).then(
      (diagram) => {
        setSheets((current) => withSheet(current, diagram));
        // Asked by item: from now on it is that sheet that is wanted.
        if ('item' in ask) setWanted({ sheet: diagram.sheet });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        logFailure('diagram', error);
        setFailedKey(key);
      },
    );
    return () => controller.abort();
  }, [modelId, assembly, askSheet, askItem, key]);

  const status: 'ready' | 'loading' | 'failed' = ready
    ? 'ready'
    : failedKey === key
      ? 'failed'
      : 'loading';
  /** The sheet asked for last (the one shown, or the one on its way). */
  const current = 'sheet' in wanted ? wanted.sheet : (shown?.sheet ?? 1);
  const want = (next: SheetWanted) => {
    if (wantedKey(next) !== wantedKey(wanted)) setWanted(next);
  };
  return {
    shown,
    status,
    current,
    /** What is being loaded, for a failure message. */
    asking: wanted,
    retry: () => setAttempt((n) => n + 1),
    /** Turns to a sheet by number (kept within the drawing's sheets). */
    goTo: (sheet: number) => {
      const count = shown?.sheetCount ?? 1;
      want({ sheet: Math.min(count, Math.max(1, sheet)) });
    },
    /** Turns to the sheet holding an item, asking the API which one when it is not known yet. */
    showItem: (item: string) => {
      if (!shown || shown.sheetCount < 2) return;
      const sheet = shown.callouts.some((callout) => callout.item === item)
        ? shown.sheet
        : loadedSheetOf(sheets, item);
      want(sheet === undefined ? { item } : { sheet });
    },
    /** Which sheet holds an item, when a loaded sheet does. */
    sheetOf: (item: string) => loadedSheetOf(sheets, item),
  };
}

export type DiagramSheets = ReturnType<typeof useSheets>;
