import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { beginInitialHydration } from './shell/hydration.tsx';

// React hydrates the prerendered document in a transition: concurrently, yielding to the browser every few
// milliseconds, so input and paint are never blocked for long. Code-split parts (lazyChunk) hydrate when
// their chunk arrives; shell/hydration tells the app when all of it is done.
beginInitialHydration();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
