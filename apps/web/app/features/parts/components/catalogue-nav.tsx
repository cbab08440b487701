import type { CatalogueLine } from '@contrail/contracts';
import { memo } from 'react';
import { Link } from 'react-router';
import { loadAssemblies, loadModels } from '~/features/parts/state/catalogue-slice.ts';
import { usePartsDispatch, usePartsSelector } from '~/features/parts/state/store.ts';
import { AssemblyList } from './assembly-list.tsx';
import { LineSwitch } from './line-switch.tsx';
import { usePartsText } from '~/i18n/i18n-context.tsx';
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
  const { lines: lineNames, nav } = usePartsText();
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
            {nav.lineNotFound(lineAsked)} {nav.choose.before}
            {catalogueLines.map((value, index) => (
              <span key={value}>
                {index > 0 &&
                  (index === catalogueLines.length - 1 ? nav.choose.last : nav.choose.between)}
                <Link to={catalogueSearch({ line: value })} className={linkClass}>
                  {lineNames[value]}
                </Link>
              </span>
            ))}
            {nav.choose.after}
          </p>
        )}
        <LineSwitch line={line} />
        <h2 className="mt-6 mb-3 text-xl font-bold">{nav.lineModels(lineNames[line])}</h2>
        <LoadState
          status={status.models}
          what="models"
          empty={lineModels.length === 0}
          emptyText={nav.noModels(lineNames[line])}
          onRetry={() => void dispatch(loadModels())}
          placeholder={<ModelListSkeleton />}
        >
          <ModelList line={line} models={lineModels} current={model} />
        </LoadState>
      </div>
      <div>
        <h2 className="mb-3 text-xl font-bold" id="assemblies-heading">
          {model && !modelMissing ? nav.assembliesOf(current?.name ?? model) : nav.assemblies}
        </h2>
        {modelMissing ? (
          <div
            role="status"
            className="border-line rounded-card border border-dashed p-5"
            data-testid="model-not-found"
          >
            <p className="font-semibold">{nav.modelNotFound(model, lineNames[line])}</p>
            {lineModels.length > 0 && (
              <>
                <p className="text-muted mt-1 text-sm">{nav.chooseModel}</p>
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
            emptyText={nav.noAssemblies}
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
            {nav.chooseModelFirst}
          </p>
        )}
      </div>
    </div>
  );
});
