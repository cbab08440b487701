import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { Countdown } from '~/components/sections/countdown/countdown.tsx';
import { InfoBanner } from '~/components/sections/info-banner/info-banner.tsx';
import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import { demoPosts } from '~/content/home-posts.ts';
import * as f from '~/content/home/furniture-shop.ts';
import { ShopProductRail } from '~/features/shop/components/shop-product-rail.tsx';
import { endOfMonth } from '~/lib/end-of-month.ts';

const journal = demoPosts(f.journal);

/** The furniture shop home page below its first screen: a chunk of its own (see home-furniture-shop.tsx). */
export default function HomeFurnitureShopLower() {
  return (
    <>
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
        posts={journal}
        heading={f.journalHeading}
        authors={{ names: blogAuthors }}
        categoryLabels={blogCategoryLabels}
      />
      <InstagramFeed
        id="instagram"
        variant="strip"
        label="Northgrain on Instagram"
        posts={f.instagram}
      />
    </>
  );
}
