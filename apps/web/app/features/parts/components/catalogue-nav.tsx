import type { CatalogueLine } from '@contrail/contracts';
import { memo } from 'react';
import { loadAssemblies, loadModels } from '~/features/parts/state/catalogue-slice.ts';
import { usePartsDispatch, usePartsSelector } from '~/features/parts/state/store.ts';
import { AssemblyList } from './assembly-list.tsx';
import { LineSwitch, lineNames } from './line-switch.tsx';
import { LoadState } from './load-state.tsx';
import { ModelList, ModelListSkeleton } from './model-list.tsx';

/** Line switch, the line's models and the chosen model's assemblies. */
export const CatalogueNav = memo(function CatalogueNav({
  line,
  model,
  assembly,
}: {
  line: CatalogueLine;
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
  const shownAssemblies = assembliesFor === model ? assemblies : [];

  return (
    <div className="grid gap-8 lg:grid-cols-[22rem_1fr]">
      <div>
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
          {model ? `Assemblies of the ${current?.name ?? model}` : 'Assemblies'}
        </h2>
        {model ? (
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
