import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { translateProblem, type ProblemTranslations } from '@contrail/contracts/i18n/problems';
import { en, type ShellMessages } from './messages.ts';
import type { PartsMessages, PartsPanelMessages, PartsPanelText } from './messages.parts.ts';

// The page's language for the shell and the shared sections. Pages in English (all but the translated ones)
// render no provider and read the English catalogue; a translated page's route module wraps its page in
// <I18nProvider messages={de}>, so its chunk carries its own language's catalogue and no other.

const I18nContext = createContext<ShellMessages>(en);

export function I18nProvider({
  messages,
  children,
}: {
  messages: ShellMessages;
  children: ReactNode;
}) {
  // The validation messages' table, fetched once the page is up: ready long before a form can show one.
  useEffect(() => {
    if (messages.problems) void problemTable(messages.problems).catch(() => undefined);
  }, [messages.problems]);
  return <I18nContext value={messages}>{children}</I18nContext>;
}

type ProblemsLoader = () => Promise<ProblemTranslations>;
const tables = new Map<ProblemsLoader, Promise<ProblemTranslations>>();
const loadedTables = new Map<ProblemsLoader, ProblemTranslations>();

/** A language's table of validation messages, loaded once (its own chunk: not in the page's first load). */
function problemTable(load: ProblemsLoader): Promise<ProblemTranslations> {
  let pending = tables.get(load);
  if (!pending) {
    pending = load().then((table) => {
      loadedTables.set(load, table);
      return table;
    });
    // A failed load (offline) is tried again by the next form that needs it.
    pending.catch(() => tables.delete(load));
    tables.set(load, pending);
  }
  return pending;
}

/** The shell's texts in the page's language. */
export const useMessages = (): ShellMessages => use(I18nContext);

/** A validation message (the contracts' English) in the page's language. */
export function useProblemText(): (message: string) => string {
  const { problems: load } = useMessages();
  const table = load ? loadedTables.get(load) : undefined;
  const [, rendered] = useState(0);
  useEffect(() => {
    if (!load || table) return;
    let live = true;
    problemTable(load).then(
      () => live && rendered((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load, table]);
  // Until the table is there (only when the visitor acts in the page's first moments), English.
  return (message) => translateProblem(table, message);
}

/**
 * The parts catalogue's texts in the page's language. The parts pages' route modules provide them (each its
 * own language's module, so no page carries a second language); a component rendered outside them is a bug.
 */
export function usePartsText(): PartsMessages {
  const { parts } = useMessages();
  if (!parts) throw new Error('usePartsText: the page provides no parts messages (I18nProvider).');
  return parts;
}

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };
const panelTexts = new WeakMap<PartsMessages, Settled<PartsPanelText>>();

/**
 * Starts loading the parts panel's texts in the page's language, once (the route's `partsPanel`: they load
 * with the panel's chunk, not with the page). The promise is marked settled when it resolves, so a panel
 * rendered after the texts are in reads them at once.
 */
export function loadPartsPanelText(
  parts: PartsMessages,
  load: () => Promise<PartsPanelMessages>,
): Settled<PartsPanelText> {
  let pending = panelTexts.get(parts);
  if (!pending) {
    const loading: Settled<PartsPanelText> = load().then((panel) => {
      const text = { ...parts, ...panel };
      Object.assign(loading, { status: 'fulfilled', value: text });
      return text;
    });
    pending = loading;
    // A failed load (offline) is tried again by the next render that needs it.
    pending.catch(() => panelTexts.delete(parts));
    panelTexts.set(parts, pending);
  }
  return pending;
}

/** The page's parts texts and the loader of its panel's (the parts pages' route modules provide both). */
export function usePartsPanelLoader(): [PartsMessages, () => Promise<PartsPanelMessages>] {
  const { partsPanel } = useMessages();
  const parts = usePartsText();
  if (!partsPanel)
    throw new Error('usePartsPanelLoader: the page provides no partsPanel (I18nProvider).');
  return [parts, partsPanel];
}

/**
 * The parts panel's texts with the page's parts texts, in the page's language: suspends until they are in
 * (render the panel inside <Suspense>; lazy-parts-panel.tsx starts them beside the panel's chunk).
 */
export function usePartsPanelText(): PartsPanelText {
  const texts = loadPartsPanelText(...usePartsPanelLoader());
  // In once loaded: read at once (`use` is for the wait; under React's test `act` even a settled promise
  // handed to it defers the updates that follow).
  if (texts.status === 'fulfilled' && texts.value) return texts.value;
  const waiting: Promise<PartsPanelText> = texts;
  return use(waiting);
}
