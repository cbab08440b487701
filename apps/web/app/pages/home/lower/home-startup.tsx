import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { BlogMasonry } from '~/components/sections/blog/blog-masonry.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { blogAuthors, postsInCategory } from '~/content/blog-posts.ts';
import { pricingSets } from '~/content/pricing.ts';
import { allServicesAction, designServices, servicesHeading } from '~/content/services.ts';
import * as startup from '~/content/startup.ts';

/** The startup home page below its first screen: a chunk of its own (see home-startup.tsx). */
export default function HomeStartupLower() {
  return (
    <>
      <Counters id="statistics" variant="divided" items={startup.startupStats} label="Statistics" />
      <AboutImage id="about" variant="badge" tone="alt" data={startup.startupAbout} />
      <InteractiveBanners
        id="interactive-banners"
        variant="reveal"
        heading={startup.startupBannerHeading}
        intro={startup.startupIntro}
        slides={startup.startupSlides}
      />
      <Services
        id="services"
        tone="alt"
        heading={servicesHeading}
        items={designServices}
        action={allServicesAction}
      />
      <ProcessSteps
        id="process"
        variant="connected"
        heading={startup.startupProcessHeading}
        steps={startup.startupProcess}
      />
      <Pricing id="pricing" tone="alt" heading={startup.startupPricingHeading} sets={pricingSets} />
      <BlogMasonry
        id="latest-blogs"
        heading={startup.startupBlogHeading}
        posts={postsInCategory('startup').slice(0, 6)}
        authors={blogAuthors}
      />
      <CallToAction id="cta" variant="subscribe" data={startup.startupCta} />
    </>
  );
}
