import montserrat from '@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { FeaturedPosts } from '~/components/sections/featured-posts/featured-posts.tsx';
import { blogCategoryLabels } from '~/content/blog-posts.ts';
import * as b from '~/content/home/blog-metro.ts';
import montserratFallback from '~/fonts/montserrat-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Montserrat Variable', url: montserrat, weight: '100 900' },
];

const Sections = lazySections(import('./lower/home-blog-metro.tsx'));

/** /home-blog-metro: a city blog whose posts are tiles, featured ones first. */
export default function HomeBlogMetro() {
  return (
    <PageLayout
      theme={b.theme}
      header={{ layout: 'top-logo', position: 'reverse-scroll', mobileMenu: 'modern' }}
      footer={{ theme: 'dark', layout: 'inline', social: true, bottom: 'centered' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={montserratFallback} />
      <FeaturedPosts
        id="featured"
        variant="overlay"
        heading={b.featuredHeading}
        headingAs="h1"
        posts={b.featured}
        categoryLabels={blogCategoryLabels}
        spacing="md"
        priority
      />

      <Sections />
    </PageLayout>
  );
}
