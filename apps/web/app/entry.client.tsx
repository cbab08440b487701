import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { beginInitialHydration } from './shell/hydrate-later.tsx';
import { installPreactOptions, reportHydrationMismatches } from './shell/preact-options.ts';

installPreactOptions({ browser: true });
reportHydrationMismatches();

// HydratedRouter suspends on its first render until React Router has decoded the hydration data. Preact
// keeps prerendered DOM of a suspended subtree only within <!--$s-->…<!--/$s--> markers (or one node),
// so mark <head> and <body> as one range; Suspense then resumes hydration over both.
const root = document.documentElement;
root.prepend(document.createComment('$s'));
root.append(document.createComment('/$s'));

beginInitialHydration();
hydrateRoot(
  document,
  <Suspense fallback={null}>
    <HydratedRouter />
  </Suspense>,
);
