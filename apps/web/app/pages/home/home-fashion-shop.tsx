import josefinSans from '@fontsource-variable/josefin-sans/files/josefin-sans-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Countdown } from '~/components/sections/countdown/countdown.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as h from '~/content/home/fashion-shop.ts';
import { ShopCartBadge } from '~/features/shop/components/shop-cart-badge.tsx';
import { ShopProductRail } from '~/features/shop/components/shop-product-rail.tsx';
import josefinSansFallback from '~/fonts/josefin-sans-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { endOfMonth } from '~/lib/end-of-month.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Josefin Sans Variable', url: josefinSans, weight: '100 700' },
];

/** /home-fashion-shop: a clothing label's store; its products and cart are the shop's own (/shop/*). */
export default function HomeFashionShop() {
  return (
    <PageLayout
      theme={h.theme}
      header={{ layout: 'top-logo', search: true, actions: <ShopCartBadge /> }}
      footer={{ theme: 'dark', layout: 'centered', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={josefinSansFallback} />
      <HeroSlider slides={h.slides} label="Halde collection" align="center" />
      <InteractiveBanners
        id="shop"
        layout="grid"
        variant="reveal"
        columns={2}
        heading={h.categoriesHeading}
        slides={h.categories}
      />
      <ShopProductRail id="collection" data={h.collection} columns={3} tabStyle="underline" />
      <InteractiveBanners
        id="lookbook"
        tone="alt"
        layout="slider"
        variant="gradient"
        heading={h.lookbookHeading}
        slides={h.lookbook}
      />
      <Section id="sale" tone="dark">
        <SectionHeading {...h.saleHeading} tone="inverse" />
        <Countdown
          target={endOfMonth()}
          variant="dark"
          label={h.sale.label}
          finishedText={h.sale.finishedText}
        />
        <div className="mt-10 text-center">
          <ButtonLink to={h.sale.action.href} variant="light">
            {h.sale.action.label}
          </ButtonLink>
        </div>
      </Section>
      <BlogList
        id="journal"
        layout="classic"
        posts={h.journal}
        heading={h.journalHeading}
        authors={blogAuthors}
        categoryLabels={blogCategoryLabels}
      />
      <CallToAction id="letter" variant="banner" data={h.letter} />
    </PageLayout>
  );
}
