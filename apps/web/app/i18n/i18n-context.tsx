import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { translateProblem, type ProblemTranslations } from '@contrail/contracts/i18n/problems';
import { en, type ShellMessages } from './messages.ts';
import type { PartsMessages } from './messages.parts.ts';

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
