import outfit from '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { HeroVideo } from '~/components/sections/hero/hero-video.tsx';
import { IconWithText } from '~/components/sections/icon-with-text/icon-with-text.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Video } from '~/components/sections/video/video.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as corporate from '~/content/home/corporate.ts';
import outfitFallback from '~/fonts/outfit-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Outfit Variable', url: outfit, weight: '100 900' },
];

/** /home-corporate: an infrastructure group's home page opening on a video hero. */
export default function HomeCorporate() {
  return (
    <PageLayout
      theme={corporate.theme}
      header={{ theme: 'transparent' }}
      footer={{ theme: 'dark', layout: 'split' }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={outfitFallback} />
      <HeroVideo data={corporate.corporateHero} />
      <IconWithText
        id="principles"
        variant="numbered"
        columns={4}
        items={corporate.corporatePrinciples}
        heading={{ eyebrow: 'What we stand by', title: 'Four principles on every site we run' }}
      />
      <Counters
        id="statistics"
        variant="brand"
        columns={4}
        items={corporate.corporateStats}
        label="Halden in numbers"
      />
      <Section id="how-it-works" tone="alt">
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.3fr]">
          <div>
            <SectionHeading {...corporate.corporateHowHeading} align="left" className="mb-8" />
            <ol className="grid gap-5">
              {corporate.corporateHowSteps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="bg-brand text-on-brand grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold">
                    {index + 1}
                  </span>
                  <p>
                    <strong className="block">{step.title}</strong>
                    <span className="text-muted">{step.content}</span>
                  </p>
                </li>
              ))}
            </ol>
          </div>
          <Video {...corporate.corporateHowVideo} variant="pulse" />
        </div>
      </Section>
      <Team
        id="leadership"
        variant="overlay"
        columns={4}
        heading={{ eyebrow: 'Leadership', title: 'The people accountable for every megawatt' }}
        members={corporate.corporateTeam}
      />
      <Clients
        id="partners"
        variant="shadow"
        columns={6}
        tone="alt"
        spacing="md"
        heading={{ title: 'Financed and built with' }}
        clients={corporate.corporatePartners}
      />
      <CallToAction id="cta" variant="split" data={corporate.corporateCta} />
    </PageLayout>
  );
}
