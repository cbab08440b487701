import { partsEn } from '~/i18n/messages.parts.ts';
import { renderEn } from '../components/test-render.tsx';
import type { AircraftModel } from '@contrail/contracts';
import { aircraftModels } from '@contrail/contracts/aircraft-models';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aircraftLines } from '~/content/parts/aircraft-lines.ts';
import { ModelList, modelFacts } from '~/features/parts/components/model-list.tsx';
import { LineModels } from './line-models.tsx';

/** A model as the API answers it, built from the same facts the API seeds its catalogue from. */
const asAnswered = (model: (typeof aircraftModels)[number]): AircraftModel => ({
  model_id: model.modelId,
  line: model.line,
  name: model.name,
  summary: model.summary,
  engine: model.engine,
  seats: model.seats,
  firstYear: model.firstYear,
  serialRange: `${model.serialFrom}–${model.serialTo}`,
});

describe('one source for the models (issue 42 §4)', () => {
  it('the Husky A-1C-180 weighs 2,200 lb wherever it is described', () => {
    const husky = aircraftModels.find((model) => model.modelId === 'A-1C-180');
    expect(husky?.summary).toContain('2,200 lb');
    expect(aircraftLines.husky.models.find((m) => m.modelId === 'A-1C-180')?.summary).toBe(
      husky?.summary,
    );
  });

  for (const line of ['husky', 'pitts', 'eagle'] as const) {
    it(`the ${line} page and the catalogue's model cards say the same of every model`, () => {
      const models = aircraftModels.filter((model) => model.line === line);
      const { unmount } = renderEn(
        <MemoryRouter>
          <LineModels content={aircraftLines[line]} />
        </MemoryRouter>,
      );
      const page = screen.getAllByRole('listitem').map((item) => ({
        name: within(item).getByRole('heading').textContent,
        summary: item.querySelector('p')?.textContent,
        facts: Object.fromEntries(
          [...item.querySelectorAll('dt')].map((dt) => [
            dt.textContent,
            dt.nextElementSibling?.textContent,
          ]),
        ),
      }));
      unmount();
      renderEn(
        <MemoryRouter>
          <ModelList line={line} models={models.map(asAnswered)} current={null} />
        </MemoryRouter>,
      );
      const catalogue = screen.getAllByRole('listitem').map((item, index) => ({
        name: item.querySelector('.font-display')?.textContent,
        summary: item.querySelector('.text-muted')?.textContent,
        // The facts a card shows (the catalogue adds the serials, which the line page leaves out).
        facts: Object.fromEntries(
          modelFacts(asAnswered(models[index]!), partsEn.facts)
            .filter((fact) => fact.label !== 'Serials')
            .map((fact) => [fact.label, fact.value]),
        ),
      }));
      expect(page).toHaveLength(models.length);
      expect(catalogue).toEqual(page);
    });
  }
});
