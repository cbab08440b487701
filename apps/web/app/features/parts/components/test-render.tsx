import { render, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makePartsStore } from '~/features/parts/state/store.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { en } from '~/i18n/messages.ts';
import { partsEn } from '~/i18n/messages.parts.ts';
import type { PartsMessages } from '~/i18n/messages.parts.ts';

const english = { ...en, parts: partsEn };

/** The parts pages' messages in English (as /parts provides them), or in another language's. */
export function PartsText({ children, parts }: { children: ReactNode; parts?: PartsMessages }) {
  return <I18nProvider messages={parts ? { ...en, parts } : english}>{children}</I18nProvider>;
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
