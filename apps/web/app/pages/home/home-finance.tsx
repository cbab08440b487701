import { PageLayout } from '~/components/layout/page-layout.tsx';
import { FancyTextBoxes } from '~/components/sections/fancy-text-box/fancy-text-boxes.tsx';
import { HeroForm } from '~/components/sections/hero/hero-form.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as finance from '~/content/home/finance.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-finance.tsx').then((m) => m.default));

/** /home-finance: a wealth practice's home page opening on a call-back form. */
export default function HomeFinance() {
  return (
    <PageLayout
      theme={finance.theme}
      header={{ layout: 'center-logo' }}
      footer={{ layout: 'centered' }}
      deferOffscreen
    >
      <HeroForm data={finance.financeHero} layout="card" />
      <Section id="where-we-help">
        <SectionHeading {...finance.financeHelpHeading} />
        <FancyTextBoxes items={finance.financeHelp} variant="border-grow" columns={4} />
      </Section>
      <Lower />
    </PageLayout>
  );
}
