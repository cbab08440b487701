import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Clients } from '~/components/sections/clients/clients.tsx';
import { Counters } from '~/components/sections/counters/counters.tsx';
import { Team } from '~/components/sections/team/team.tsx';
import { Video } from '~/components/sections/video/video.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as corporate from '~/content/home/corporate.ts';

/** The corporate home page below its first screen: a chunk of its own (see home-corporate.tsx). */
export default function HomeCorporateLower() {
  return (
    <>
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
    </>
  );
}
