import { lazy, Suspense } from 'react';
import type { AssemblyDiagramProps } from './diagram/assembly-diagram.tsx';

// The drawing, its zoom and its callouts load only when an assembly is open: no page's first load
// carries them (the slot itself is a few hundred bytes).
const AssemblyDiagram = lazy(() => import('./diagram/assembly-diagram.tsx'));

/** The space the drawing will take, so the table below does not jump when it arrives. */
export function DiagramPlaceholder() {
  return (
    <div className="bg-surface-alt rounded-card aspect-[3/2] max-h-[28rem] w-full animate-pulse motion-reduce:animate-none" />
  );
}

/** The assembly's exploded view, loaded on demand. */
export function DiagramSlot(props: AssemblyDiagramProps) {
  return (
    <Suspense
      fallback={
        <div className="mb-8" role="status">
          <span className="sr-only">Loading the exploded view…</span>
          <DiagramPlaceholder />
        </div>
      }
    >
      <AssemblyDiagram {...props} />
    </Suspense>
  );
}
