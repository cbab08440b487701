import { AboutImage } from '~/components/sections/about/about-image.tsx';
import { BlogMasonry } from '~/components/sections/blog/blog-masonry.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { InteractiveBanners } from '~/components/sections/interactive-banners/interactive-banners.tsx';
import { Pricing } from '~/components/sections/pricing/pricing.tsx';
import { ProcessSteps } from '~/components/sections/process/process-steps.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import type * as English from '~/content/home/startup.lower.ts';

/** The copy below the startup page's first screen in one language (startup.lower.ts is the English). */
export type StartupLowerContent = typeof English;

/**
 * The startup home page below its first screen, in the language of `content`. Each language's lower part
 * (lower/home-startup.tsx, lower/home-startup.de.tsx…) renders it with its own copy, so its chunk holds that
 * language's only.
 */
export function StartupLower({ content }: { content: StartupLowerContent }) {
  return (
    <>
      <Counters
        id="statistics"
        variant="divided"
        items={content.stats}
        label={content.statsLabel}
      />
      <AboutImage id="about" variant="badge" tone="alt" data={content.about} />
      <InteractiveBanners
        id="interactive-banners"
        variant="reveal"
        heading={content.bannerHeading}
        intro={content.intro}
        slides={content.slides}
      />
      <Services
        id="services"
        tone="alt"
        heading={content.servicesHeading}
        items={content.serviceItems}
        action={content.servicesAction}
      />
      <ProcessSteps
        id="process"
        variant="connected"
        heading={content.processHeading}
        steps={content.process}
      />
      <Pricing id="pricing" tone="alt" heading={content.pricingHeading} sets={content.pricing} />
      <BlogMasonry
        id="latest-blogs"
        heading={content.blogHeading}
        posts={content.posts}
        authors={content.authors}
      />
      <CallToAction id="cta" variant="subscribe" data={content.cta} />
    </>
  );
}
