import type { ReactNode } from 'react';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import type * as English from '~/content/home/startup.ts';

/**
 * The startup demo's first screen in one language (content/home/startup.ts is the English; each other
 * language has its own module of the same shape, startup.<locale>.ts).
 */
export type StartupContent = typeof English;

/**
 * The startup home page: the eleven sections of spec §2, in order. The route modules (/home-startup,
 * /de/home-startup, /ar/home-startup) each hand it their language's first screen and their language's lower
 * part (a chunk of its own with the rest of the copy: lower/home-startup*.tsx), so a page loads only its own.
 */
export function StartupPage({ content, lower }: { content: StartupContent; lower: ReactNode }) {
  return (
    <PageLayout theme={content.theme} deferOffscreen>
      <Hero id="hero" variant="split" data={content.hero} />
      <IconWithText id="icon-with-text" variant="band" tone="alt" items={content.highlights} />
      {lower}
    </PageLayout>
  );
}
