import { Suspense } from 'react';
import { lazyChunk } from '~/shell/hydration.tsx';
import type { MainMenuProps } from './main-menu.tsx';

// Parts that are not in every page's first load: the layout variants most pages do not use (the side
// layouts, the one-page menu, the top bar) and the desktop mega-menu (hidden below 1280 px). Where a page
// shows one, it is in the prerendered HTML and hydrates when its chunk arrives, requested as the page
// hydrates (React keeps the prerendered DOM of a suspended part meanwhile).
export const SideHeader = lazyChunk(() => import('./side-header.tsx').then((m) => m.SideHeader));
export const OnePageMenu = lazyChunk(() =>
  import('./one-page-menu.tsx').then((m) => m.OnePageMenu),
);
export const TopBar = lazyChunk(() => import('./top-bar.tsx').then((m) => m.TopBar));
const LazyMainMenu = lazyChunk(() => import('./main-menu.tsx').then((m) => m.MainMenu));

/** The desktop menu, loaded on demand (an empty box of the same class holds its place). */
export function MainMenu(props: MainMenuProps) {
  return (
    <Suspense fallback={<div className={props.className} />}>
      <LazyMainMenu {...props} />
    </Suspense>
  );
}
