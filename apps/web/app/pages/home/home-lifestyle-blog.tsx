import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import lora from '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url';
import { lazySections } from '~/components/layout/lazy-sections.tsx';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { FeaturedPosts } from '~/components/sections/featured-posts/featured-posts.tsx';
import { blogCategoryLabels } from '~/content/blog-posts.ts';
import * as l from '~/content/home/lifestyle-blog.ts';
import dmSansFallback from '~/fonts/dm-sans-fallback.css?inline';
import loraFallback from '~/fonts/lora-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Lora Variable', url: lora, weight: '400 700' },
  { family: 'DM Sans Variable', url: dmSans, weight: '100 1000' },
];

const Sections = lazySections(import('./lower/home-lifestyle-blog.tsx'));

/** /home-lifestyle-blog: a lifestyle journal opening on a slider of its featured posts. */
export default function HomeLifestyleBlog() {
  return (
    <PageLayout
      theme={l.theme}
      header={{ layout: 'center-navigation', topBar: true, mobileMenu: 'full-screen' }}
      footer={{ theme: 'brand', layout: 'centered', social: true, bottom: 'simple' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={loraFallback + dmSansFallback} />
      <FeaturedPosts
        id="featured"
        variant="slider"
        heading={l.featuredHeading}
        headingAs="h1"
        headingAlign="center"
        posts={l.featured}
        categoryLabels={blogCategoryLabels}
        spacing="md"
        priority
      />

      <Sections />
    </PageLayout>
  );
}
