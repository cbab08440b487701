import { useState } from 'react';
import { LoadState } from '~/features/parts/components/load-state.tsx';
import { DiagramPlaceholder } from './diagram-placeholder.tsx';
import type { AssemblyDiagramProps } from './diagram-props.ts';
import { DiagramView } from './diagram-view.tsx';
import { useSheets } from './use-sheets.ts';

// The drawing in three parts: the sheets' loading (use-sheets.ts), the view with its balloons
// (diagram-view.tsx) and the toolbar over it (diagram-toolbar.tsx).
export { calloutName, type AssemblyDiagramProps } from './diagram-props.ts';
export { fitView } from './diagram-view.tsx';
export type { DiagramSheets } from './use-sheets.ts';

/**
 * The assembly's exploded view (loaded with React.lazy, so no page pays for it up front): the
 * vector drawing with a numbered balloon per IPC item. Balloons are buttons in item order, named
 * for screen readers; hovering or focusing one lights its table row (and a row lights its balloon);
 * pressing one ticks the row. Wheel, pinch, drag and + / - / arrows / 0 zoom and pan. A long
 * figure comes in sheets: previous / next turn them, and a row focused or ticked in the table turns
 * to the sheet holding its item.
 */
export default function AssemblyDiagram(props: AssemblyDiagramProps) {
  const sheets = useSheets(props.modelId, props.assembly);
  const { shown } = sheets;
  // A row focused or ticked brings its sheet; applied once a sheet is on screen.
  const followItem = props.followItem ?? null;
  const [followed, setFollowed] = useState<string | null>(null);
  if (shown && followItem !== followed) {
    setFollowed(followItem);
    if (followItem !== null) sheets.showItem(followItem);
  }
  return (
    <section
      aria-labelledby="diagram-heading"
      aria-busy={sheets.status === 'loading'}
      data-testid="assembly-diagram"
      className="border-line bg-surface rounded-card mb-8 overflow-hidden border shadow-[0_1px_2px_rgb(16_24_40/0.05),0_12px_32px_-12px_rgb(16_24_40/0.12)]"
    >
      {shown ? (
        <DiagramView diagram={shown} sheets={sheets} {...props} />
      ) : (
        <div className="p-4">
          <LoadState
            status={sheets.status === 'failed' ? 'failed' : 'loading'}
            what="explodedView"
            empty
            emptyText=""
            onRetry={sheets.retry}
            placeholder={<DiagramPlaceholder />}
          >
            {null}
          </LoadState>
        </div>
      )}
    </section>
  );
}
