import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Countdown } from '~/components/sections/countdown/countdown.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { blogAuthors, blogCategoryLabels } from '~/content/blog-posts.ts';
import { demoPosts } from '~/content/home-posts.ts';
import * as h from '~/content/home/fashion-shop.ts';
import { ShopProductRail } from '~/features/shop/components/shop-product-rail.tsx';
import { endOfMonth } from '~/lib/end-of-month.ts';

const journal = demoPosts(h.journal);

/** The fashion shop home page below its first screen: a chunk of its own (see home-fashion-shop.tsx). */
export default function HomeFashionShopLower() {
  return (
    <>
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
        posts={journal}
        heading={h.journalHeading}
        authors={{ names: blogAuthors }}
        categoryLabels={blogCategoryLabels}
      />
      <CallToAction id="letter" variant="banner" data={h.letter} />
    </>
  );
}
