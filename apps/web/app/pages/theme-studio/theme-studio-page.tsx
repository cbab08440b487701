import { PageLayout } from '~/components/layout/page-layout.tsx';
import { ThemeStudio } from '~/features/theme-studio/theme-studio.tsx';
import { demos } from '~/content/demos/index.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

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
          Pick one of the {demos.length} home demos, change its colours for light and dark, its
          corners and its fonts, and watch the page change as you type. The contrast panel names
          every pair that falls below WCAG AA and offers the nearest colour that passes; the export
          is the recipe to paste into the demo’s file.
        </p>
      </div>
      <ThemeStudio />
    </PageLayout>
  );
}
