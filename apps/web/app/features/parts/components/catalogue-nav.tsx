import type { CatalogueLine } from '@contrail/contracts';
import { memo } from 'react';
import { Link } from 'react-router';
import { loadAssemblies, loadModels } from '~/features/parts/state/catalogue-slice.ts';
import { usePartsDispatch, usePartsSelector } from '~/features/parts/state/store.ts';
import { AssemblyList } from './assembly-list.tsx';
import { LineSwitch, lineNames } from './line-switch.tsx';
import { LoadState } from './load-state.tsx';
import { ModelList, ModelListSkeleton } from './model-list.tsx';
import { catalogueSearch } from './use-catalogue-url.ts';
import { catalogueLines } from '~/features/parts/state/lines.ts';

const linkClass = 'text-brand font-semibold underline-offset-4 hover:underline';

/** Line switch, the line's models and the chosen model's assemblies. */
export const CatalogueNav = memo(function CatalogueNav({
  line,
  lineAsked = null,
  model,
  assembly,
}: {
  line: CatalogueLine;
  /** A `?line=` that names no line (a bad deep link): said so above the switch. */
  lineAsked?: string | null;
  model: string | null;
  assembly: string | null;
}) {
  const dispatch = usePartsDispatch();
  const models = usePartsSelector((state) => state.catalogue.models);
  const modelInfo = usePartsSelector((state) => state.catalogue.modelInfo);
  const assemblies = usePartsSelector((state) => state.catalogue.assemblies);
  const assembliesFor = usePartsSelector((state) => state.catalogue.assembliesFor);
  const status = {
    models: usePartsSelector((state) => state.catalogue.status.models),
    assemblies: usePartsSelector((state) => state.catalogue.status.assemblies),
  };
  const lineModels = models.flatMap((id) => {
    const info = modelInfo[id];
    return info && info.line === line ? [info] : [];
  });
  const current = model ? modelInfo[model] : undefined;
  // A bad deep link names a model the catalogue does not have: say so and offer the line's models.
  const modelMissing = model !== null && status.models === 'succeeded' && !current;
  const shownAssemblies = assembliesFor === model ? assemblies : [];

  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
      <div>
        {lineAsked !== null && (
          <p role="status" className="mb-4 text-sm" data-testid="line-not-found">
            There is no “{lineAsked}” line in the catalogue. Choose{' '}
            {catalogueLines.map((value, index) => (
              <span key={value}>
                {index > 0 && (index === catalogueLines.length - 1 ? ' or ' : ', ')}
                <Link to={catalogueSearch({ line: value })} className={linkClass}>
                  {lineNames[value]}
                </Link>
              </span>
            ))}
            .
          </p>
        )}
        <LineSwitch line={line} />
        <h2 className="mt-6 mb-3 text-xl font-bold">{lineNames[line]} models</h2>
        <LoadState
          status={status.models}
          what="models"
          empty={lineModels.length === 0}
          emptyText={`No ${lineNames[line]} models in the catalogue yet.`}
          onRetry={() => void dispatch(loadModels())}
          placeholder={<ModelListSkeleton />}
        >
          <ModelList line={line} models={lineModels} current={model} />
        </LoadState>
      </div>
      <div>
        <h2 className="mb-3 text-xl font-bold" id="assemblies-heading">
          {model && !modelMissing ? `Assemblies of the ${current?.name ?? model}` : 'Assemblies'}
        </h2>
        {modelMissing ? (
          <div
            role="status"
            className="border-line rounded-card border border-dashed p-5"
            data-testid="model-not-found"
          >
            <p className="font-semibold">
              Model “{model}” was not found in the {lineNames[line]} catalogue.
            </p>
            {lineModels.length > 0 && (
              <>
                <p className="text-muted mt-1 text-sm">Choose one of its models:</p>
                <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {lineModels.map((info) => (
                    <li key={info.model_id}>
                      <Link
                        to={catalogueSearch({ line, model: info.model_id })}
                        preventScrollReset
                        className={linkClass}
                      >
                        {info.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ) : model ? (
          <LoadState
            status={status.assemblies}
            what="assemblies"
            empty={shownAssemblies.length === 0}
            emptyText="This model has no assemblies in the catalogue."
            onRetry={() => void dispatch(loadAssemblies(model))}
          >
            <AssemblyList
              line={line}
              model={model}
              assemblies={shownAssemblies}
              current={assembly}
            />
          </LoadState>
        ) : (
          <p className="border-line text-muted rounded-card border border-dashed p-5">
            Choose a model to see its assemblies, or search by part number above.
          </p>
        )}
      </div>
    </div>
  );
});
