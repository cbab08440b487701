import { PageLayout } from '~/components/layout/page-layout.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The studio (its controls, culori, zod and the 38 recipes) is a chunk of its own, prerendered with the page:
// the route's row in React Router's manifest, which every page loads, lists this module's few imports only.
const ThemeStudio = lazyPart(() =>
  import('~/features/theme-studio/theme-studio.tsx').then((m) => m.ThemeStudio),
);

/** /theme-studio: any home demo restyled live on its real page (issue 40 §2). */
export default function ThemeStudioPage() {
  return (
    <PageLayout>
      <div className="mx-auto w-full max-w-[96rem] px-5 pt-10 pb-8 sm:px-8 lg:pt-14">
        <p className="text-brand text-sm font-semibold tracking-widest uppercase">Theme studio</p>
        <h1 className="font-display text-ink mt-2 text-3xl font-bold sm:text-5xl">
          Restyle any demo on its real page
        </h1>
        <p className="text-muted mt-4 max-w-3xl text-lg">
          Pick any of the home demos, change its colours for light and dark, its corners and its
          fonts, and watch the page change as you type. The contrast panel names every pair that
          falls below WCAG AA and offers the nearest colour that passes; the export is the recipe to
          paste into the demo’s file.
        </p>
      </div>
      <ThemeStudio />
    </PageLayout>
  );
}
