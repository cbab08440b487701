import type { Part, PartSummary } from '@contrail/contracts';
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useNavigationType } from 'react-router';
import { Button } from '~/components/ui/button.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import {
  fuzzySearchParts,
  loadParts,
  selectParts,
} from '~/features/parts/state/catalogue-slice.ts';
import {
  usePartsDispatch,
  usePartsSelector,
  type PartsState,
} from '~/features/parts/state/store.ts';
import { DiagramSlot } from './diagram-slot.tsx';
import { LoadState } from './load-state.tsx';
import { PartGroups } from './part-groups.tsx';
import { PartsTable } from './parts-table.tsx';
import { useCartCommands } from './use-cart-commands.ts';
import { usePartsPanelText } from '~/i18n/parts-panel-text.ts';

const noParts: Part[] = [];
const noGroups: PartSummary[] = [];

/**
 * The parts of the chosen assembly, or the search results (they replace the list, spec §4). While a
 * new query is on its way the previous results stay (marked busy), so the table is not rebuilt.
 */
export const PartsPanel = memo(function PartsPanel({
  model,
  assembly,
  item = null,
  q,
  onExitResults,
}: {
  model: string | null;
  assembly: string | null;
  /** The item the URL points at (a usage followed from a search): its row is marked and shown. */
  item?: string | null;
  q: string;
  /** ArrowUp on the first result or Escape in the results: back to the search box. */
  onExitResults?: () => void;
}) {
  const dispatch = usePartsDispatch();
  const text = usePartsPanelText();
  const { panel: words } = text;
  const store = useStore<PartsState>();
  const parts = usePartsSelector((state) => state.catalogue.parts);
  const partsTotal = usePartsSelector((state) => state.catalogue.partsTotal);
  const partGroups = usePartsSelector((state) => state.catalogue.partGroups);
  const readAs = usePartsSelector((state) => state.catalogue.partsReadAs);
  const source = usePartsSelector((state) => state.catalogue.partsSource);
  const partsSelected = usePartsSelector((state) => state.catalogue.partsSelected);
  const status = usePartsSelector((state) => state.catalogue.status.parts);
  const modelInfo = usePartsSelector((state) => state.catalogue.modelInfo);
  const assemblyName = usePartsSelector(
    (state) => state.catalogue.assemblies.find((a) => a.id === assembly)?.name ?? assembly,
  );
  const commands = useCartCommands();
  const { add: addToCart } = commands;
  const [announcement, setAnnouncement] = useState('');
  const selected = useMemo(() => new Set(partsSelected), [partsSelected]);
  // The IPC item lit on the diagram or in the table, how, and in which assembly. The table scrolls
  // to a row lit by pointing at or pressing its callout; focus passing through the callouts (Tab)
  // leaves the table where it is, so the keyboard reaches its first rows after them. The drawing
  // turns to the sheet of a row focused or ticked (`row`), not of one the pointer passes over
  // (`table`): running the mouse down the list would flip the sheets under the mechanic's eyes.
  const place = `${model}/${assembly}`;
  const [lit, setLit] = useState<{
    item: string;
    from: 'diagram' | 'focus' | 'table' | 'row';
    place: string;
  } | null>(null);
  const active = lit?.place === place ? lit : null;
  const fromTable = useCallback(
    (item: string | null, via?: 'pointer' | 'focus') =>
      setLit(item === null ? null : { item, from: via === 'focus' ? 'row' : 'table', place }),
    [place],
  );
  const fromDiagram = useCallback(
    (item: string | null, via?: 'pointer' | 'focus') =>
      setLit(item === null ? null : { item, from: via === 'focus' ? 'focus' : 'diagram', place }),
    [place],
  );

  const query = q.trim();

  // An assembly chosen from the list (a link followed, not a deep link or back/forward) brings its
  // parts to where the visitor is looking: the panel's heading scrolls to the top of the screen when
  // it is below the first screen (on a phone it is ~1,300 px down), gliding unless reduced motion.
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigationType();
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    if (query || !model || !assembly || item || navigation !== 'PUSH') return;
    if (revealed.current === place) return;
    revealed.current = place;
    revealHeading(heading.current);
  }, [query, model, assembly, item, navigation, place]);
  // The list fits what is asked for: search results for a search, this assembly's parts otherwise.
  const exact =
    query !== ''
      ? source?.kind === 'search' && source.query === query
      : source?.kind === 'assembly' && source.modelId === model && source.assembly === assembly;
  // Results of an earlier query stay on screen (busy) until the new ones arrive.
  const fits = exact || (query !== '' && source?.kind === 'search');
  const list = fits ? parts : noParts;
  const busy = !exact || status === 'loading';

  const onNeedMore = useCallback(() => {
    if (status === 'loading' || source?.kind !== 'assembly') return;
    void dispatch(
      loadParts({ modelId: source.modelId, assembly: source.assembly, offset: parts.length }),
    );
  }, [dispatch, status, source, parts.length]);

  // The row the URL points at may lie beyond the pages loaded so far: load on until it is in.
  const target = !query && item ? item : null;
  const targetLoaded = target !== null && list.some((part) => part.item === target);
  useEffect(() => {
    if (target === null || targetLoaded || !exact || status !== 'succeeded') return;
    if (parts.length < partsTotal) onNeedMore();
  }, [target, targetLoaded, exact, status, parts.length, partsTotal, onNeedMore]);

  const add = useCallback(
    async (chosen: Part[]) => {
      if (chosen.length === 0) return;
      const ok = await addToCart(chosen.map((part) => ({ id: part.id, qty: 1 })));
      setAnnouncement(
        ok
          ? chosen.length === 1
            ? words.added(chosen[0]?.partNumber ?? '')
            : words.addedMany(chosen.length)
          : words.addFailed,
      );
    },
    [addToCart, words],
  );
  const onAdd = useCallback((part: Part) => void add([part]), [add]);
  // Read the ticks when clicked, so the callbacks stay the same and unchanged rows do not re-render.
  const onToggle = useCallback(
    (id: string) => {
      const current = store.getState().catalogue.partsSelected;
      void dispatch(
        selectParts(current.includes(id) ? current.filter((x) => x !== id) : [...current, id]),
      );
    },
    [dispatch, store],
  );
  // A row ticked in the table also brings its sheet (a click on a checkbox does not focus it in
  // every browser).
  const onToggleRow = useCallback(
    (id: string) => {
      onToggle(id);
      const part = store.getState().catalogue.parts.find((row) => row.id === id);
      if (part) setLit({ item: part.item, from: 'row', place });
    },
    [onToggle, store, place],
  );
  const onToggleAll = useCallback(
    (all: boolean) => void dispatch(selectParts(all ? list.map((part) => part.id) : [])),
    [dispatch, list],
  );
  const onSelectCallout = useCallback(
    (callout: { partId: string; item: string }) => {
      onToggle(callout.partId);
      setLit({ item: callout.item, from: 'diagram', place });
    },
    [onToggle, place],
  );
  const modelName = useCallback((id: string) => modelInfo[id]?.name ?? id, [modelInfo]);
  const modelLine = useCallback((id: string) => modelInfo[id]?.line, [modelInfo]);
  const groups = fits && query !== '' ? partGroups : noGroups;
  // The results' rows render in a deferred pass React can interrupt: a keystroke typed while they
  // render is painted first (input-to-paint at 4× CPU throttle, bench/parts-search.ts --keystrokes).
  const shownGroups = useDeferredValue(groups);
  const shownQuery = useDeferredValue(query);

  if (!query && !(model && assembly)) return null;

  const caption = query
    ? words.searchCaption(query)
    : words.assemblyCaption(assemblyName ?? '', modelInfo[model ?? '']?.name ?? model ?? '');

  const retry = () => {
    if (query) void dispatch(fuzzySearchParts(query));
    else void dispatch(loadParts({ modelId: model ?? '', assembly: assembly ?? '' }));
  };

  return (
    <section
      id="parts-results"
      aria-labelledby="parts-heading"
      aria-busy={busy}
      className={query ? undefined : 'mt-12'}
    >
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="flex-1">
          <h2 id="parts-heading" ref={heading} className="scroll-mt-24 text-xl font-bold">
            {caption}
          </h2>
          {exact && status !== 'failed' && (
            <p className="text-muted text-sm" data-testid="parts-count">
              {query ? words.searchCount(partsTotal, groups.length) : text.count.parts(partsTotal)}
            </p>
          )}
          {exact && query && readAs.length > 0 && status !== 'failed' && (
            <p className="mt-1 text-sm" data-testid="parts-read-as">
              {words.readAs(query, readAs)}
            </p>
          )}
        </div>
        <Button
          size="sm"
          disabled={partsSelected.length === 0}
          onClick={() => void add(list.filter((part) => selected.has(part.id)))}
        >
          <Icon name="cart" size={16} /> {words.addSelected(partsSelected.length)}
        </Button>
      </div>
      <p aria-live="polite" className="mb-2 min-h-6 text-sm font-medium text-emerald-700">
        {announcement}
        {commands.retry && (
          <Button size="sm" variant="link" className="ms-2" onClick={commands.retry}>
            {text.retry}
          </Button>
        )}
      </p>
      {!query && model && assembly && (
        <DiagramSlot
          key={`${model}/${assembly}`}
          modelId={model}
          assembly={assembly}
          title={assemblyName ?? assembly}
          activeItem={active?.item ?? null}
          onActiveItem={fromDiagram}
          selected={selected}
          onSelect={onSelectCallout}
          followItem={active?.from === 'row' ? active.item : null}
        />
      )}
      <LoadState
        status={exact ? status : 'loading'}
        what={query ? 'searchResults' : 'parts'}
        empty={query ? groups.length === 0 : list.length === 0}
        emptyText={query ? words.noMatch(query) : words.noParts}
        onRetry={retry}
      >
        {query ? (
          <PartGroups
            onExit={onExitResults}
            model={model}
            groups={shownGroups}
            caption={caption}
            query={shownQuery}
            modelName={modelName}
            modelLine={modelLine}
            onAdd={onAdd}
          />
        ) : (
          <PartsTable
            parts={list}
            total={query ? list.length : partsTotal}
            caption={caption}
            query={query || undefined}
            scrollKey={query ? `q:${query}` : `a:${model}/${assembly}`}
            modelName={modelName}
            selected={selected}
            onToggle={query ? onToggle : onToggleRow}
            onToggleAll={onToggleAll}
            onAdd={onAdd}
            onNeedMore={onNeedMore}
            activeItem={active?.item ?? null}
            onActiveItem={fromTable}
            followActive={active?.from === 'diagram'}
            targetItem={target}
          />
        )}
      </LoadState>
    </section>
  );
});

/** Scrolls a heading to the top of the screen unless it is already in the upper part of it. */
export function revealHeading(element: HTMLElement | null) {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  if (top >= 0 && top < window.innerHeight * 0.5) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  element.scrollIntoView({ block: 'start', behavior: reduce ? 'instant' : 'smooth' });
}
