import { lazy, Suspense } from 'react';
import type { AssemblyDiagramProps } from './diagram/assembly-diagram.tsx';
import { DiagramPlaceholder } from './diagram/diagram-placeholder.tsx';
import { usePartsText } from '~/i18n/i18n-context.tsx';

// The drawing, its zoom and its callouts load only when an assembly is open: no page's first load
// carries them (the slot itself is a few hundred bytes).
const AssemblyDiagram = lazy(() => import('./diagram/assembly-diagram.tsx'));

/** The assembly's exploded view, loaded on demand. */
export function DiagramSlot(props: AssemblyDiagramProps) {
  const { loading } = usePartsText();
  return (
    <Suspense
      fallback={
        <div className="mb-8" role="status">
          <span className="sr-only">{loading.explodedView}</span>
          <DiagramPlaceholder />
        </div>
      }
    >
      <AssemblyDiagram {...props} />
    </Suspense>
  );
}
