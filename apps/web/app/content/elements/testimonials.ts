import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';

// Literal artwork paths: the build draws every `/artwork/...` path it finds in the source.
const avatar = (src: string) => ({ src, alt: '', width: 160, height: 160 });

/** Sample customer quotes: six, enough for a looping three-up carousel. */
export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    title: 'Launched in three weeks',
    quote:
      'We handed over a messy brief on Monday and had a clickable prototype by Friday. The launch went out three weeks later without a single late night.',
    name: 'Hannah Cole',
    role: 'Head of Product, Lumen Health',
    avatar: avatar('/artwork/avatar-41-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    title: 'Our best quarter yet',
    quote:
      'The new site loads in a blink and our sign-ups doubled in the first quarter. The team explained every trade-off in plain words.',
    name: 'Marcus Feld',
    role: 'Founder, Papertrail',
    avatar: avatar('/artwork/avatar-42-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    title: 'A partner, not a vendor',
    quote:
      'They pushed back when our idea was weak and backed us when it was strong. That honesty saved us months of building the wrong thing.',
    name: 'Priya Raman',
    role: 'COO, Kestrel Bank',
    avatar: avatar('/artwork/avatar-43-160x160.svg'),
    rating: 4,
  },
  {
    id: 4,
    title: 'Accessible from day one',
    quote:
      'Every page works with a keyboard and a screen reader, and we did not have to ask. Our audit came back clean on the first try.',
    name: 'Oliver Grant',
    role: 'Digital Lead, Oakline Homes',
    avatar: avatar('/artwork/avatar-44-160x160.svg'),
    rating: 5,
  },
  {
    id: 5,
    title: 'Design that sells',
    quote:
      'Customers now tell us the shop feels premium. Average order value is up by a fifth and returns are down.',
    name: 'Elena Rossi',
    role: 'Owner, Sundial Foods',
    avatar: avatar('/artwork/avatar-45-160x160.svg'),
    rating: 5,
  },
  {
    id: 6,
    title: 'Calm, clear, on time',
    quote:
      'Weekly demos, short reports and no surprises on the invoice. It is the calmest project our board has ever seen.',
    name: 'Samuel Adeyemi',
    role: 'CEO, Harbor & Co',
    avatar: avatar('/artwork/avatar-46-160x160.svg'),
    rating: 4,
  },
];
