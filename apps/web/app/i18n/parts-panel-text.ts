import { use } from 'react';
import { useMessages, usePartsText } from './i18n-context.tsx';
import type { PartsMessages, PartsPanelMessages, PartsPanelText } from './messages.parts.ts';

// The parts panel's texts (messages.parts-panel*.ts): only the parts pages' panel reads them, so this is a
// module of its own, not part of i18n-context.tsx, which every page loads.

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
