import type { AccordionItem } from '~/components/sections/accordion/accordion.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { RotateBoxItem } from '~/components/sections/rotate-box/rotate-box.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { TimetableDay } from '~/components/sections/timetable/timetable.tsx';
import type { ArtImageData } from '~/components/ui/art-image.tsx';
import type { ContactDetails } from '~/components/sections/header/header-config.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { FeatureItem, HeadingData } from '~/content/types.ts';
import { art, avatar } from '~/content/home-art.ts';
import demo from '~/content/demos/yoga-meditation.ts';

/** Its theme: made from its recipe (content/demos/yoga-meditation.ts). */
export const theme: DemoTheme = demo.theme;

export const yogaHero: HeroData = {
  eyebrow: '“Breathe in the morning, let the day come to you.”',
  title: 'A quiet room on a loud street',
  lead: 'Hollin Yoga House is a small studio above the bakery on Wells Road, Bristol. Forty classes a week, from slow morning flow to candle-lit yoga nidra, taught in groups of no more than sixteen.',
  primary: { label: 'See this week’s classes', href: '#timetable' },
  secondary: { label: 'Find your class', href: '#classes' },
  image: art(
    '/artwork/yoga-meditation-landscape-5-1280x1040.svg',
    'Soft hills at sunrise under a pale sun',
  ),
};

export const yogaBenefitsHeading: HeadingData = {
  eyebrow: 'Why people come back',
  title: 'What an hour on the mat gives you',
  lead: 'No mirrors, no music playlists to keep up with. Just breath, movement and a teacher who notices.',
};

export const yogaBenefits: readonly FeatureItem[] = [
  {
    icon: 'leaf',
    title: 'Steadier sleep',
    content:
      'Evening restorative and nidra classes slow the breath and settle the nervous system before bed.',
  },
  {
    icon: 'heart',
    title: 'A kinder back',
    content:
      'Mobility work for desk-bound spines and hips, with props so every shape meets you where you are.',
  },
  {
    icon: 'sun',
    title: 'Calmer mornings',
    content:
      'A 07:00 flow three days a week: forty-five minutes of movement, then coffee downstairs.',
  },
  {
    icon: 'moon',
    title: 'A mind that rests',
    content:
      'Guided sitting practice in plain language, from five-minute pauses to a monthly silent morning.',
  },
];

export const yogaClassesHeading: HeadingData = {
  eyebrow: 'Class styles',
  title: 'Find the practice that fits your week',
  lead: 'Turn a card to read what happens in the room.',
};

export const yogaClasses: readonly RotateBoxItem[] = [
  {
    title: 'Slow flow',
    subtitle: 'All levels · 60 min',
    text: 'Linked breath and movement at an unhurried pace, with time to settle into each shape. The best first class.',
    image: art('/artwork/yoga-meditation-abstract-41-600x600.svg', ''),
    link: { label: 'Slow flow times', to: '#timetable' },
  },
  {
    title: 'Yin',
    subtitle: 'All levels · 75 min',
    text: 'Long, supported holds on the floor for hips, spine and the connective tissue that strength work ignores.',
    image: art('/artwork/yoga-meditation-pattern-42-600x600.svg', ''),
    link: { label: 'Yin times', to: '#timetable' },
  },
  {
    title: 'Vinyasa',
    subtitle: 'Some experience · 60 min',
    text: 'A stronger, rhythmic practice that builds heat, balance and arm strength, with quieter options always shown.',
    image: art('/artwork/yoga-meditation-abstract-43-600x600.svg', ''),
    link: { label: 'Vinyasa times', to: '#timetable' },
  },
  {
    title: 'Yoga nidra',
    subtitle: 'Everyone · 45 min',
    text: 'Guided rest lying down, under blankets, in candlelight. You may fall asleep, and that is fine.',
    image: art('/artwork/yoga-meditation-landscape-44-600x600.svg', ''),
    link: { label: 'Yoga nidra times', to: '#timetable' },
  },
];

export const yogaTimetableHeading: HeadingData = {
  eyebrow: 'Timetable',
  title: 'This week at Hollin',
  lead: 'Book at the front desk or just arrive ten minutes early. Mats, blocks and blankets are here for you.',
};

export const yogaTimetable: readonly TimetableDay[] = [
  {
    id: 'mon',
    label: 'Monday',
    entries: [
      {
        id: 'mon-1',
        start: '07:00',
        end: '07:45',
        title: 'Sunrise flow',
        person: 'Maya Okonjo',
        room: 'Garden room',
      },
      {
        id: 'mon-2',
        start: '12:30',
        end: '13:15',
        title: 'Lunchtime reset',
        person: 'Ravi Desai',
        room: 'Loft',
      },
      {
        id: 'mon-3',
        start: '18:00',
        end: '19:00',
        title: 'Vinyasa',
        person: 'Lena Hartmann',
        room: 'Loft',
      },
      {
        id: 'mon-4',
        start: '19:30',
        end: '20:45',
        title: 'Yin',
        person: 'Tess Morrow',
        room: 'Garden room',
      },
    ],
  },
  {
    id: 'tue',
    label: 'Tuesday',
    entries: [
      {
        id: 'tue-1',
        start: '09:30',
        end: '10:30',
        title: 'Slow flow',
        person: 'Tess Morrow',
        room: 'Garden room',
      },
      {
        id: 'tue-2',
        start: '18:00',
        end: '19:00',
        title: 'Beginners’ course',
        person: 'Maya Okonjo',
        room: 'Loft',
      },
      {
        id: 'tue-3',
        start: '20:00',
        end: '20:45',
        title: 'Yoga nidra',
        person: 'Ravi Desai',
        room: 'Garden room',
      },
    ],
  },
  {
    id: 'wed',
    label: 'Wednesday',
    entries: [
      {
        id: 'wed-1',
        start: '07:00',
        end: '07:45',
        title: 'Sunrise flow',
        person: 'Lena Hartmann',
        room: 'Garden room',
      },
      {
        id: 'wed-2',
        start: '10:00',
        end: '11:00',
        title: 'Pregnancy yoga',
        person: 'Tess Morrow',
        room: 'Loft',
      },
      {
        id: 'wed-3',
        start: '18:30',
        end: '19:30',
        title: 'Vinyasa',
        person: 'Maya Okonjo',
        room: 'Loft',
      },
    ],
  },
  {
    id: 'thu',
    label: 'Thursday',
    entries: [
      {
        id: 'thu-1',
        start: '12:30',
        end: '13:15',
        title: 'Lunchtime reset',
        person: 'Lena Hartmann',
        room: 'Loft',
      },
      {
        id: 'thu-2',
        start: '18:00',
        end: '19:15',
        title: 'Yin',
        person: 'Ravi Desai',
        room: 'Garden room',
      },
      {
        id: 'thu-3',
        start: '19:45',
        end: '20:30',
        title: 'Sitting meditation',
        person: 'Ravi Desai',
        room: 'Garden room',
      },
    ],
  },
  {
    id: 'fri',
    label: 'Friday',
    entries: [
      {
        id: 'fri-1',
        start: '07:00',
        end: '07:45',
        title: 'Sunrise flow',
        person: 'Maya Okonjo',
        room: 'Garden room',
      },
      {
        id: 'fri-2',
        start: '17:30',
        end: '18:30',
        title: 'Slow flow',
        person: 'Lena Hartmann',
        room: 'Loft',
      },
    ],
  },
  {
    id: 'sat',
    label: 'Saturday',
    entries: [
      {
        id: 'sat-1',
        start: '09:00',
        end: '10:15',
        title: 'Weekend vinyasa',
        person: 'Lena Hartmann',
        room: 'Loft',
      },
      {
        id: 'sat-2',
        start: '11:00',
        end: '12:00',
        title: 'Family yoga',
        person: 'Tess Morrow',
        room: 'Garden room',
      },
    ],
  },
  {
    id: 'sun',
    label: 'Sunday',
    entries: [
      {
        id: 'sun-1',
        start: '10:00',
        end: '11:15',
        title: 'Yin and sound',
        person: 'Ravi Desai',
        room: 'Garden room',
      },
      {
        id: 'sun-2',
        start: '17:00',
        end: '17:45',
        title: 'Yoga nidra',
        person: 'Maya Okonjo',
        room: 'Garden room',
      },
    ],
  },
];

export const yogaWhyHeading: HeadingData = {
  eyebrow: 'Questions',
  title: 'Before your first class',
};

export const yogaWhyImage: ArtImageData = art(
  '/artwork/yoga-meditation-interior-47-720x800.svg',
  'The garden room with rolled mats and a low window',
);

export const yogaWhy: readonly AccordionItem[] = [
  {
    id: 'never',
    title: 'I have never done yoga. Where do I start?',
    content:
      'Slow flow or the Tuesday beginners’ course. Tell the teacher it is your first time; they will give you options for every shape and check in after class.',
  },
  {
    id: 'bring',
    title: 'What should I bring?',
    content:
      'Comfortable clothes and some water. We lend mats, blocks, bolsters and blankets, all washed after every class.',
  },
  {
    id: 'flexible',
    title: 'Do I need to be flexible?',
    content:
      'No. Flexibility comes from practice, not before it. Most of our students started unable to touch their toes, and some still cannot.',
  },
  {
    id: 'injury',
    title: 'I have an injury. Can I still come?',
    content:
      'Usually, yes. Arrive a little early and tell your teacher; Yin and slow flow are gentle places to return to movement after a physio has cleared you.',
  },
];

export const yogaTestimonials: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'I came for my back and stayed for the Thursday meditation. It is the only hour in the week when my phone is off and nobody needs me.',
    name: 'Harriet Cole',
    role: 'Student for three years',
    avatar: avatar('/artwork/yoga-meditation-avatar-51-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'Maya’s sunrise flow got me through a new job and a newborn. Small classes mean she knows exactly which shoulder I keep forgetting.',
    name: 'Jonas Whitfield',
    role: 'Early riser',
    avatar: avatar('/artwork/yoga-meditation-avatar-52-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'Yoga nidra on Sunday evening is the best sleep I get all week. I have brought my mum, my sister and two colleagues.',
    name: 'Amara Nwosu',
    role: 'Nidra regular',
    avatar: avatar('/artwork/yoga-meditation-avatar-53-160x160.svg'),
    rating: 5,
  },
];

export const yogaCta: CallToActionData = {
  eyebrow: 'New to Hollin',
  title: 'Your first two weeks, unlimited classes, £25',
  lead: 'Try every style and every teacher. No contract afterwards, just a class pass if you want one.',
  action: { kind: 'link', label: 'Ask about the intro offer', href: '/page/contact-classic' },
};

/** Hollin Yoga House's own details for the top bar and the footer. */
export const yogaContact: ContactDetails = {
  address: '2 Wells Road, Totterdown, Bristol BS4 2AX',
  phone: '0117 496 0583',
  phoneHref: 'tel:+441174960583',
  email: 'namaste@hollin-yoga.example',
  hours: 'Classes daily from 7:00',
};

export const yogaTagline = 'Yoga and meditation in small groups, above the bakery on Wells Road.';
