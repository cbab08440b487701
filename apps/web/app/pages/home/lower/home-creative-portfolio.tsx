import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import * as c from '~/content/home/creative-portfolio.ts';

/** /home-creative-portfolio below its first screen (the page loads it through `lazySections`). */
export default function CreativePortfolioSections() {
  return (
    <>
      <Counters
        id="about"
        variant="divided"
        tone="alt"
        heading={c.aboutHeading}
        items={c.aboutFigures}
      />
      <CallToAction id="contact" variant="banner" data={c.contact} />
    </>
  );
}
