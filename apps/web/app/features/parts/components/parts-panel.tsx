import type { Part } from '@contrail/contracts';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { fuzzySearchParts, loadParts, selectParts } from '../state/catalogue-slice.ts';
import { usePartsDispatch, usePartsSelector } from '../state/store.ts';
import { LoadState } from './load-state.tsx';
import { PartsTable } from './parts-table.tsx';
import { useCartCommands } from './use-cart-commands.ts';

/** The parts of the chosen assembly, or the search results (they replace the list, spec §4). */
export function PartsPanel({
  model,
  assembly,
  q,
}: {
  model: string | null;
  assembly: string | null;
  q: string;
}) {
  const dispatch = usePartsDispatch();
  const catalogue = usePartsSelector((state) => state.catalogue);
  const { parts, partsTotal, partsSource, partsSelected, status, modelInfo, assemblies } =
    catalogue;
  const commands = useCartCommands();
  const [announcement, setAnnouncement] = useState('');
  const selected = useMemo(() => new Set(partsSelected), [partsSelected]);

  const source = partsSource;
  const showing =
    q !== ''
      ? source?.kind === 'search' && source.query === q.trim()
      : source?.kind === 'assembly' && source.modelId === model && source.assembly === assembly;
  const list = showing ? parts : [];
  const loadingMore = status.parts === 'loading';

  const onNeedMore = useCallback(() => {
    if (loadingMore || source?.kind !== 'assembly') return;
    void dispatch(
      loadParts({ modelId: source.modelId, assembly: source.assembly, offset: parts.length }),
    );
  }, [dispatch, loadingMore, source, parts.length]);

  if (!q && !(model && assembly)) return null;

  const assemblyName = assemblies.find((a) => a.id === assembly)?.name ?? assembly;
  const caption = q
    ? `Search results for “${q}”`
    : `Parts of ${assemblyName} (${modelInfo[model ?? '']?.name ?? model})`;

  const add = async (chosen: Part[]) => {
    if (chosen.length === 0) return;
    const ok = await commands.add(chosen.map((part) => ({ id: part.id, qty: 1 })));
    setAnnouncement(
      ok
        ? `Added ${chosen.length === 1 ? chosen[0]?.partNumber : `${chosen.length} parts`} to the cart.`
        : 'The parts could not be added to the cart.',
    );
  };
  const retry = () => {
    if (q) void dispatch(fuzzySearchParts(q));
    else void dispatch(loadParts({ modelId: model ?? '', assembly: assembly ?? '' }));
  };

  return (
    <section
      aria-labelledby="parts-heading"
      aria-busy={!showing || status.parts === 'loading'}
      className="mt-12"
    >
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="flex-1">
          <h2 id="parts-heading" className="text-xl font-bold">
            {caption}
          </h2>
          {showing && status.parts !== 'failed' && (
            <p className="text-muted text-sm" data-testid="parts-count">
              {q
                ? `${partsTotal} ${partsTotal === 1 ? 'match' : 'matches'}${partsTotal > list.length ? `, best ${list.length} shown` : ''}`
                : `${partsTotal} ${partsTotal === 1 ? 'part' : 'parts'}`}
            </p>
          )}
        </div>
        <Button
          size="sm"
          disabled={partsSelected.length === 0}
          onClick={() => void add(list.filter((part) => selected.has(part.id)))}
        >
          <Icon name="cart" size={16} /> Add selected ({partsSelected.length})
        </Button>
      </div>
      <p aria-live="polite" className="mb-2 min-h-6 text-sm font-medium text-emerald-700">
        {announcement}
        {commands.retry && (
          <Button size="sm" variant="link" className="ml-2" onClick={commands.retry}>
            Retry
          </Button>
        )}
      </p>
      <LoadState
        status={showing ? status.parts : 'loading'}
        what={q ? 'search results' : 'parts'}
        empty={list.length === 0}
        emptyText={
          q
            ? `No parts match “${q}”. Check the number or try fewer characters.`
            : 'This assembly has no parts listed.'
        }
        onRetry={retry}
      >
        <PartsTable
          key={q ? `q:${q}` : `a:${model}/${assembly}`}
          parts={list}
          total={q ? list.length : partsTotal}
          caption={caption}
          query={q ? q : undefined}
          modelName={(id) => modelInfo[id]?.name ?? id}
          selected={selected}
          onToggle={(id) =>
            void dispatch(
              selectParts(
                selected.has(id) ? partsSelected.filter((x) => x !== id) : [...partsSelected, id],
              ),
            )
          }
          onToggleAll={(all) => void dispatch(selectParts(all ? list.map((part) => part.id) : []))}
          onAdd={(part) => void add([part])}
          onNeedMore={onNeedMore}
        />
      </LoadState>
    </section>
  );
}
