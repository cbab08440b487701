import { createContext, use, type ReactNode } from 'react';
import { translateProblem } from '@contrail/contracts/i18n/problems';
import { en, type ShellMessages } from './messages.ts';

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
  return <I18nContext value={messages}>{children}</I18nContext>;
}

/** The shell's texts in the page's language. */
export const useMessages = (): ShellMessages => use(I18nContext);

/** A validation message (the contracts' English) in the page's language. */
export function useProblemText(): (message: string) => string {
  const { problems } = useMessages();
  return (message) => translateProblem(problems, message);
}
