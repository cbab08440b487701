import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { FancyTextBoxes } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import { HeroStatement } from '~/components/sections/hero/hero-statement.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as lena from '~/content/home/freelancer.ts';
import { themeStyle } from '~/lib/demo-theme.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-freelancer.tsx').then((m) => m.default));

/** /home-freelancer: a freelance engineer's one-page site with a dark opening half and a light working half. */
export default function HomeFreelancer() {
  return (
    <PageLayout
      theme={lena.theme}
      header={{ theme: 'light', layout: 'one-page', sections: lena.sections, sidePanel: false }}
      footer={{ theme: 'light', layout: 'centered', social: true, bottom: 'centered' }}
    >
      <div style={themeStyle(lena.darkHalf)} className="bg-inverse">
        <HeroStatement data={lena.hero} look="outline" />
        <Counters
          id="numbers"
          variant="plain"
          columns={4}
          spacing="sm"
          tone="dark"
          items={lena.numbers}
          label="Lena in numbers"
        />
      </div>
      <Section id="services">
        <SectionHeading {...lena.servicesHeading} />
        <FancyTextBoxes variant="big-number" columns={4} items={lena.services} />
      </Section>
      <Lower />
    </PageLayout>
  );
}
