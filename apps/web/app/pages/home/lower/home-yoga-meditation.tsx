import { Accordion } from '~/components/sections/accordion/accordion.tsx';
import { CallToAction } from '~/components/sections/call-to-action/call-to-action.tsx';
import { RotateBox } from '~/components/sections/rotate-box/rotate-box.tsx';
import { Testimonials } from '~/components/sections/testimonials/testimonials.tsx';
import { Timetable } from '~/components/sections/timetable/timetable.tsx';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import * as y from '~/content/home/yoga-meditation.ts';

/** The yoga-meditation home page below its first screen: a chunk of its own (see home-yoga-meditation.tsx). */
export default function HomeYogaMeditationLower() {
  return (
    <>
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
    </>
  );
}
