import redHatDisplay from '@fontsource-variable/red-hat-display/files/red-hat-display-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { Countdown } from '~/components/sections/countdown/countdown.tsx';
import { HeroSlider } from '~/components/sections/hero/hero-slider.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import * as f from '~/content/home/furniture-shop.ts';
import { ShopCartBadge } from '~/features/shop/components/shop-cart-badge.tsx';
import { ShopProductRail } from '~/features/shop/components/shop-product-rail.tsx';
import redHatDisplayFallback from '~/fonts/red-hat-display-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { endOfMonth } from '~/lib/end-of-month.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Red Hat Display Variable', url: redHatDisplay, weight: '300 900' },
];

/** /home-furniture-shop: a furniture maker's store; its products and cart are the shop's own (/shop/*). */
export default function HomeFurnitureShop() {
  return (
    <PageLayout
      theme={f.theme}
      header={{ layout: 'center-logo', actions: <ShopCartBadge /> }}
      footer={{ theme: 'brand', layout: 'split', social: true, bottom: 'links' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={redHatDisplayFallback} />
      <HeroSlider slides={f.slides} label="Northgrain highlights" />
      <InteractiveBanners
        id="rooms"
        layout="grid"
        variant="caption"
        columns={4}
        heading={f.roomsHeading}
        slides={f.rooms}
      />
      <ShopProductRail id="products" tone="alt" data={f.newProducts} columns={4} />
      <InfoBanner id="chair-of-the-month" variant="split-reverse" data={f.armchair} />
      <Section id="deal" tone="alt">
        <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <SectionHeading {...f.dealHeading} align="left" className="mb-8" />
            <ButtonLink to={f.deal.action.href}>{f.deal.action.label}</ButtonLink>
          </div>
          <Countdown
            target={endOfMonth()}
            label={f.deal.label}
            finishedText={f.deal.finishedText}
          />
        </div>
      </Section>
      <Testimonials
        id="reviews"
        variant="card"
        columns={3}
        heading={f.reviewsHeading}
        testimonials={f.reviews}
      />
      <BlogList
        id="journal"
        tone="alt"
        layout="classic"
        posts={f.journal}
        heading={f.journalHeading}
        authors={blogAuthors}
        categoryLabels={blogCategoryLabels}
      />
      <InstagramFeed
        id="instagram"
        variant="strip"
        label="Northgrain on Instagram"
        posts={f.instagram}
      />
    </PageLayout>
  );
}
