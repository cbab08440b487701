import type { AircraftModel, CatalogueLine } from '@contrail/contracts';
import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { catalogueSearch } from './use-catalogue-url.ts';

/** Key facts of a model, as label/value pairs (only those the catalogue knows). */
export function modelFacts(model: AircraftModel): { label: string; value: string }[] {
  return [
    model.engine ? { label: 'Engine', value: model.engine } : null,
    model.seats ? { label: 'Seats', value: String(model.seats) } : null,
    model.firstYear ? { label: 'Since', value: String(model.firstYear) } : null,
    model.serialRange ? { label: 'Serials', value: model.serialRange } : null,
  ].filter((fact) => fact !== null);
}

/** The line's models as cards; the chosen one is marked current. */
export function ModelList({
  line,
  models,
  current,
}: {
  line: CatalogueLine;
  models: AircraftModel[];
  current: string | null;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1" aria-label="Models">
      {models.map((model) => (
        <li key={model.model_id}>
          <Link
            to={catalogueSearch({ line, model: model.model_id })}
            preventScrollReset
            aria-current={model.model_id === current ? 'true' : undefined}
            data-model={model.model_id}
            className={cn(
              'rounded-card block border p-4 transition-colors',
              model.model_id === current
                ? 'border-brand bg-brand-soft'
                : 'border-line hover:border-brand',
            )}
          >
            <span className="font-display block text-lg font-bold">{model.name}</span>
            <span className="text-muted mt-1 block text-sm">{model.summary}</span>
            <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs">
              {modelFacts(model).map((fact) => (
                <span key={fact.label}>
                  <span className="text-muted">{fact.label}:</span> {fact.value}
                </span>
              ))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Grey cards the size of the model cards, shown (and prerendered) until the models are listed. */
export function ModelListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="rounded-card border-line border p-4">
          <span className="bg-surface-alt block h-6 w-40 rounded motion-safe:animate-pulse" />
          <span className="bg-surface-alt mt-2 block h-4 w-full rounded motion-safe:animate-pulse" />
          <span className="bg-surface-alt mt-3 block h-3 w-3/4 rounded motion-safe:animate-pulse" />
        </li>
      ))}
    </ul>
  );
}
