import { render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makePartsStore } from '~/features/parts/state/store.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { loadPartsPanelText } from '~/i18n/parts-panel-text.ts';
import { en } from '~/i18n/messages.ts';
import { partsEn } from '~/i18n/messages.parts.ts';
import type { PartsMessages } from '~/i18n/messages.parts.ts';

const partsPanel = () => import('~/i18n/messages.parts-panel.ts').then((m) => m.partsPanelEn);
const english = { ...en, parts: partsEn, partsPanel };

// The panel's texts load with the panel's chunk on the page; here they are in before any test renders, so the
// panel's components render at once, as they do on the page once the panel shows.
await loadPartsPanelText(partsEn, partsPanel);

/** The parts pages' messages in English (as /parts provides them), or in another language's. */
export function PartsText({ children, parts }: { children: ReactNode; parts?: PartsMessages }) {
  return (
    <I18nProvider messages={parts ? { ...en, parts, partsPanel } : english}>
      {children}
    </I18nProvider>
  );
}

/** `render` inside the English parts messages (what the parts page's route provides). */
export const renderEn = (ui: ReactNode, options?: Omit<RenderOptions, 'queries'>) =>
  render(ui, { wrapper: PartsText, ...options });

/** Renders with a fresh parts store and a router. */
export function renderWithStore(ui: ReactNode, store = makePartsStore()) {
  return {
    store,
    ...renderEn(
      <MemoryRouter>
        <Provider store={store}>{ui}</Provider>
      </MemoryRouter>,
    ),
  };
}
