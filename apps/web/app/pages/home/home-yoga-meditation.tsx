import dmSans from '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url';
import fraunces from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Accordion } from '~/components/sections/accordion/accordion.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { RotateBox } from '~/components/sections/rotate-box/rotate-box.tsx';
import { Services } from '~/components/sections/services/services.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Timetable } from '~/components/sections/timetable/timetable.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as y from '~/content/home/yoga-meditation.ts';
import dmSansFallback from '~/fonts/dm-sans-fallback.css?inline';
import frauncesFallback from '~/fonts/fraunces-fallback.css?inline';
import { DemoFonts, type DemoFontFace } from '~/lib/demo-fonts.tsx';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

const fonts: readonly DemoFontFace[] = [
  { family: 'Fraunces Variable', url: fraunces, weight: '100 900' },
  { family: 'DM Sans Variable', url: dmSans, weight: '100 1000' },
];

/** /home-yoga-meditation: a small yoga studio: a quiet opening, benefits, class styles, the week, questions. */
export default function HomeYogaMeditation() {
  return (
    <PageLayout
      theme={y.theme}
      header={{
        topBar: true,
        layout: 'center-logo',
        mobileMenu: 'full-screen',
        contactDetails: y.yogaContact,
      }}
      footer={{
        theme: 'light',
        layout: 'centered',
        band: 'subscribe',
        social: true,
        bottom: 'centered',
        contactDetails: y.yogaContact,
        tagline: y.yogaTagline,
      }}
      deferOffscreen
    >
      <DemoFonts faces={fonts} fallbacks={frauncesFallback + dmSansFallback} />
      <Hero id="hero" variant="split" data={y.yogaHero} />
      <Services
        id="benefits"
        variant="boxed"
        columns={4}
        tone="alt"
        heading={y.yogaBenefitsHeading}
        items={y.yogaBenefits}
      />
      <Section id="classes">
        <SectionHeading {...y.yogaClassesHeading} />
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {y.yogaClasses.map((item, index) => (
            <RotateBox key={item.title} item={item} variant={index % 2 ? 'brand' : 'image'} />
          ))}
        </div>
      </Section>
      <Timetable
        id="timetable"
        variant="lined"
        tone="alt"
        heading={y.yogaTimetableHeading}
        days={y.yogaTimetable}
        filterLabel="Teacher"
        allLabel="All teachers"
        columns={{ person: 'Teacher', room: 'Studio' }}
        tabsLabel="Days of the week"
        emptyText="This teacher has no class on this day."
      />
      <Section id="questions">
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.1fr]">
          <ArtImage {...y.yogaWhyImage} className="rounded-card w-full shadow-xl" />
          <div>
            <SectionHeading {...y.yogaWhyHeading} align="left" />
            <Accordion items={y.yogaWhy} variant="minimal" defaultOpen={['never']} />
          </div>
        </div>
      </Section>
      <Testimonials
        id="students"
        variant="bubble"
        columns={3}
        tone="alt"
        heading={{ eyebrow: 'Students', title: 'Words from the mat' }}
        testimonials={y.yogaTestimonials}
      />
      <CallToAction id="intro-offer" variant="banner" data={y.yogaCta} />
    </PageLayout>
  );
}
