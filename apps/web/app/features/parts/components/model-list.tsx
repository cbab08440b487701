import type { AircraftModel, CatalogueLine } from '@contrail/contracts';
import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { usePartsText } from '~/i18n/i18n-context.tsx';
import type { PartsMessages } from '~/i18n/messages.parts.ts';
import { catalogueSearch } from './use-catalogue-url.ts';

/** Key facts of a model, as label/value pairs (only those the catalogue knows). */
export function modelFacts(
  model: AircraftModel,
  labels: PartsMessages['facts'],
): { label: string; value: string }[] {
  return [
    model.engine ? { label: labels.engine, value: model.engine } : null,
    model.seats ? { label: labels.seats, value: String(model.seats) } : null,
    model.firstYear ? { label: labels.since, value: String(model.firstYear) } : null,
    model.serialRange ? { label: labels.serials, value: model.serialRange } : null,
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
  const { facts, nav } = usePartsText();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1" aria-label={nav.models}>
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
              {modelFacts(model, facts).map((fact) => (
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
