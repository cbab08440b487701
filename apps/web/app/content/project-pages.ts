import type { ProjectCta } from '~/components/sections/project/project-case-study.tsx';
import type { ArtImageData } from '~/components/ui/art-image.tsx';
import { artImage } from '~/lib/artwork.ts';
import type {
  ProjectLayout,
  ProjectImage,
  ProjectChapter,
  ProjectPage,
} from '~/components/sections/project/project-data.ts';

export type { ProjectLayout, ProjectImage, ProjectChapter, ProjectPage };

/** A picture from its literal artwork path (the build writes the file); the size is read from the name. */
const art: (src: string, alt: string) => ArtImageData = artImage;

const halden: ProjectPage = {
  name: 'single-project-page-01',
  layout: 'showcase',
  title: 'Halden Ferries',
  client: 'Halden Ferry Company',
  year: '2026',
  categories: ['Branding', 'Wayfinding'],
  services: ['Brand identity', 'Wayfinding system', 'Booking website'],
  website: 'haldenferries.example',
  summary:
    'A calmer crossing for 1.4 million passengers a year: one visual language from the ticket screen to the pier.',
  hero: art(
    '/artwork/city-400-1920x960.svg',
    'Harbour skyline in teal and sand, the Halden terminal at dusk',
  ),
  overview: [
    'Halden runs six ferries between the old town and the islands, and for thirty years every new route brought its own signs, fonts and timetable layout. Regular commuters coped; visitors stood at the wrong pier and missed the boat.',
    'We started on the quay, not in the studio. Two weeks of shadowing deckhands and ticket staff gave us a map of every question a passenger asks, and the order in which they ask it. The new identity answers those questions in that order: where am I, which boat, when does it leave.',
    'The result is a compact system: a colour for each route, a numbered pier for each colour, and a typeface drawn for reading at forty metres in a sea mist. The same rules run the booking site, where a crossing can now be booked in under a minute on a phone.',
  ],
  chapters: [
    {
      key: 'challenge',
      title: 'Six routes, six dialects',
      paragraphs: [
        'Signs, tickets and the website each described the network in their own words, so passengers had to translate between them at the worst possible moment: with a queue behind them.',
      ],
    },
    {
      key: 'approach',
      title: 'Colour first, words second',
      paragraphs: [
        'Each route received a colour that survives colour blindness and salt spray, and the pier numbers follow it everywhere: on the boat, on the ticket and in the booking flow.',
      ],
    },
    {
      key: 'result',
      title: 'Fewer questions at the kiosk',
      paragraphs: [
        'In the first summer season the information kiosk answered a third fewer questions, and online bookings overtook ticket-window sales for the first time.',
      ],
    },
  ],
  images: [
    {
      id: 'signage',
      caption: 'Route colours on the pier signage',
      img: art(
        '/artwork/pattern-401-1200x800.svg',
        'Pattern of route colours used across the pier signage',
      ),
    },
    {
      id: 'booking',
      caption: 'The booking site on a phone',
      img: art(
        '/artwork/demo-402-1200x800.svg',
        'Booking website layout with route cards and departure times',
      ),
    },
  ],
  figures: [
    { value: 34, suffix: '%', label: 'fewer questions at the kiosk' },
    { value: 52, suffix: ' s', label: 'median time to book a crossing' },
    { value: 6, label: 'routes, one visual language' },
  ],
  quote: {
    quote:
      'Our deckhands noticed first: people stopped asking which boat was theirs. The signs simply do the talking now.',
    author: 'Ingrid Solvang',
    role: 'Head of Passenger Services, Halden Ferry Company',
    avatar: art('/artwork/avatar-403-96x96.svg', ''),
  },
};

const marrow: ProjectPage = {
  name: 'single-project-page-02',
  layout: 'split',
  title: 'Marrow & Pine',
  client: 'Marrow & Pine Workshop',
  year: '2025',
  categories: ['E-commerce', 'Art direction'],
  services: ['Art direction', 'Product photography', 'Online shop'],
  website: 'marrowandpine.example',
  summary:
    'A furniture workshop of nine makers opens its first online shop, and lets the grain of the wood sell the chairs.',
  hero: art(
    '/artwork/interior-410-1200x1500.svg',
    'Sunlit workshop interior with a finished oak table',
  ),
  overview: [
    'Marrow & Pine build tables and chairs by hand in a former dairy outside the city. Their customers used to find them by word of mouth and a weekend visit; the waiting list was long and the workshop phone never stopped.',
    'They asked for an online shop that would feel like walking into the workshop: unhurried, honest about lead times, and generous with detail. We designed the catalogue around the material instead of the product, so a visitor can start from oak, ash or walnut and see every piece made from it.',
  ],
  chapters: [
    {
      key: 'challenge',
      title: 'Selling something you want to touch',
      paragraphs: [
        'Solid wood furniture is bought with the hands. The shop had to answer the questions people ask in the showroom: how heavy, how it ages, how it is joined.',
      ],
    },
    {
      key: 'approach',
      title: 'Close-ups, not catalogue shots',
      paragraphs: [
        'We art-directed a shoot of joints, end grain and worn edges, and paired each piece with a care note written by the maker who built it.',
      ],
    },
    {
      key: 'result',
      title: 'A waiting list that fills itself',
      paragraphs: [
        'Orders now arrive with the timber and finish already chosen, and the phone rings for conversations about new commissions instead of prices.',
      ],
    },
  ],
  images: [
    {
      id: 'table',
      caption: 'The Ledger dining table in white oak',
      img: art(
        '/artwork/interior-411-1200x900.svg',
        'Oak dining table in a bright room with a round window',
      ),
    },
    {
      id: 'chair',
      caption: 'Steam-bent back of the Rook chair',
      img: art('/artwork/product-412-1200x1400.svg', 'Ash chair photographed against a pale wall'),
    },
    {
      id: 'bench',
      caption: 'Shop pages: choose the wood first',
      img: art(
        '/artwork/demo-413-1200x900.svg',
        'Online shop page listing pieces grouped by timber',
      ),
    },
    {
      id: 'workshop',
      caption: 'The workbench where every piece starts',
      img: art(
        '/artwork/workspace-414-1200x1000.svg',
        'Workbench with hand tools and a half-finished chair',
      ),
    },
  ],
  figures: [
    { value: 3, suffix: '×', label: 'online orders in the first year' },
    { value: 41, suffix: '%', label: 'of orders are bespoke commissions' },
    { value: 9, label: 'makers, each signing their pieces' },
  ],
  quote: {
    quote:
      'Customers arrive at the workshop already knowing which wood they love. We talk about the piece, not the price list.',
    author: 'Tomas Becker',
    role: 'Founder and cabinetmaker, Marrow & Pine',
    avatar: art('/artwork/avatar-415-96x96.svg', ''),
  },
};

const northlight: ProjectPage = {
  name: 'single-project-page-03',
  layout: 'gallery',
  title: 'Northlight Observatory',
  client: 'Northlight Public Observatory',
  year: '2026',
  categories: ['Exhibition', 'Illustration'],
  services: ['Exhibition design', 'Illustration', 'Print and signage'],
  website: 'northlight-observatory.example',
  summary:
    'Light Years, a winter exhibition that turns a century of glass-plate star photographs into a walk through the night sky.',
  hero: art('/artwork/landscape-420-1600x900.svg', 'Hills under a pale sky with a low winter sun'),
  overview: [
    'The observatory holds eleven thousand glass plates exposed between 1911 and 1978. Most had never left their boxes. For the centenary of the dome, the curators wanted visitors to see them, and to understand why astronomers once spent whole nights on a single picture.',
    'We designed the exhibition as one long night: rooms darken as you walk, each plate is lit from behind at its original exposure length, and large illustrated panels explain what the eye cannot see. The gallery below collects the panels, the printed guide and the rooms themselves.',
  ],
  chapters: [
    {
      key: 'challenge',
      title: 'Fragile plates, restless visitors',
      paragraphs: [
        'The plates cannot take heat or strong light, and the average visitor spends eight seconds in front of an object. We needed both to slow down.',
      ],
    },
    {
      key: 'approach',
      title: 'Let the room set the pace',
      paragraphs: [
        'Cold light boxes on timers, a floor that guides with faint lines, and illustrations that reward a second look turned a corridor of cases into a sequence of small discoveries.',
      ],
    },
    {
      key: 'result',
      title: 'The longest stays on record',
      paragraphs: [
        'Visitors stayed fifty-four minutes on average, and the observatory extended the exhibition twice before sending it on tour.',
      ],
    },
  ],
  images: [
    {
      id: 'entrance',
      caption: 'Entrance hall with the first plate',
      img: art(
        '/artwork/interior-421-1600x1200.svg',
        'Dim entrance hall with a single lit display case',
      ),
    },
    {
      id: 'constellations',
      caption: 'Constellation panel, room two',
      img: art(
        '/artwork/pattern-422-1600x1200.svg',
        'Illustrated panel of dots mapping a constellation',
      ),
    },
    {
      id: 'horizon',
      caption: 'Horizon mural in the long corridor',
      img: art(
        '/artwork/landscape-423-1600x1200.svg',
        'Mural of layered hills under a rising moon',
      ),
    },
    {
      id: 'guide',
      caption: 'The printed visitor guide',
      img: art('/artwork/product-424-1600x1200.svg', 'Folded printed guide standing on a plinth'),
    },
    {
      id: 'nebula',
      caption: 'Nebula study, hand-inked',
      img: art(
        '/artwork/abstract-425-1600x1200.svg',
        'Abstract ink study of overlapping coloured clouds',
      ),
    },
    {
      id: 'reading-room',
      caption: 'Reading room with the plate archive',
      img: art(
        '/artwork/workspace-426-1600x1200.svg',
        'Reading room desk with a lamp and archive boxes',
      ),
    },
    {
      id: 'city-lights',
      caption: 'Light pollution panel: the city in 1950 and today',
      img: art(
        '/artwork/city-427-1600x1200.svg',
        'City skyline illustrating light pollution at night',
      ),
    },
    {
      id: 'dome',
      caption: 'Exit under the observatory dome',
      img: art(
        '/artwork/abstract-428-1600x1200.svg',
        'Abstract shapes suggesting the curve of the dome',
      ),
    },
  ],
  figures: [
    { value: 54, suffix: ' min', label: 'average visit' },
    { value: 212, label: 'glass plates on show' },
    { value: 2, label: 'extensions before the tour' },
  ],
  quote: {
    quote:
      'People whispered in the dark rooms, the way they do under a real night sky. That was exactly what we hoped for.',
    author: 'Dr Amara Okafor',
    role: 'Curator, Northlight Public Observatory',
    avatar: art('/artwork/avatar-429-96x96.svg', ''),
  },
};

const tidewater: ProjectPage = {
  name: 'single-project-page-04',
  layout: 'slider',
  title: 'Tidewater Market Hall',
  client: 'Tidewater Markets Trust',
  year: '2025',
  categories: ['Interior', 'Signage'],
  services: ['Interior design', 'Signage', 'Stall fit-out kit'],
  website: 'tidewatermarket.example',
  summary:
    'A Victorian fish market reopens as a food hall for forty traders, with a fit-out kit each stall can make its own.',
  hero: art('/artwork/interior-430-1600x900.svg', 'Market hall interior under a tall glass roof'),
  overview: [
    'The market hall stood empty for eleven years behind the harbour wall. The trust that bought it wanted a place for small food businesses, open from breakfast to late evening, without the polished sameness of a shopping-centre food court.',
    'We kept the iron columns, the tiled walls and the old auction clock, and designed everything new to be lighter than what was there before: timber stalls on a shared grid, signs painted by hand to a common alphabet, and lighting that shifts from daylight to evening warmth.',
  ],
  chapters: [
    {
      key: 'challenge',
      title: 'Forty traders, one hall',
      paragraphs: [
        'Every trader wanted to stand out, and the building needed to stay legible. Stalls also change hands often, so the fit-out had to be quick to rebuild.',
      ],
    },
    {
      key: 'approach',
      title: 'A kit with room for character',
      paragraphs: [
        'We drew a stall kit of four frames, three counters and two canopies. Traders choose colours and materials from a short list and paint their own names in the market alphabet.',
      ],
    },
    {
      key: 'result',
      title: 'Busy from morning to night',
      paragraphs: [
        'The hall now welcomes around nine thousand visitors a week; a new trader can move in and open within three days.',
      ],
    },
  ],
  images: [
    {
      id: 'hall',
      caption: 'The main hall at lunchtime',
      img: art(
        '/artwork/interior-431-1600x900.svg',
        'Market hall with rows of timber stalls under the glass roof',
      ),
    },
    {
      id: 'stalls',
      caption: 'Stall kit: frames, counters and canopies',
      img: art('/artwork/product-432-1600x900.svg', 'Timber stall frame with a striped canopy'),
    },
    {
      id: 'signage',
      caption: 'Hand-painted names in the market alphabet',
      img: art(
        '/artwork/pattern-433-1600x900.svg',
        'Painted lettering pattern from the market signage',
      ),
    },
    {
      id: 'harbour',
      caption: 'The hall seen from the harbour wall',
      img: art(
        '/artwork/city-434-1600x900.svg',
        'Harbour front with the market hall among warehouses',
      ),
    },
    {
      id: 'evening',
      caption: 'Evening lighting over the long tables',
      img: art(
        '/artwork/workspace-435-1600x900.svg',
        'Long shared tables under warm evening lights',
      ),
    },
  ],
  figures: [
    { value: 40, label: 'independent traders' },
    { value: 9, suffix: 'k', label: 'visitors a week' },
    { value: 3, label: 'days to fit out a stall' },
  ],
  quote: {
    quote:
      'The kit gave every trader a head start, and the hall still feels like forty different kitchens, not one brand.',
    author: 'Ruth Adeyemi',
    role: 'Director, Tidewater Markets Trust',
    avatar: art('/artwork/avatar-436-96x96.svg', ''),
  },
};

const kestrel: ProjectPage = {
  name: 'single-project-page-05',
  layout: 'editorial',
  title: 'Kestrel Air',
  client: 'Kestrel Air',
  year: '2026',
  categories: ['Rebrand', 'Digital product'],
  services: ['Brand strategy', 'Aircraft livery', 'Booking app'],
  website: 'kestrelair.example',
  summary:
    'A regional airline of twelve turboprops finds its voice: short hops, small airports, and the friendliest crew in the north.',
  hero: art(
    '/artwork/aircraft-440-1920x1080.svg',
    'Turboprop aircraft in the new Kestrel livery climbing over hills',
  ),
  overview: [
    'Kestrel Air connects fourteen small airports that the big carriers gave up on. Its planes are full of nurses, engineers, students and grandparents, and its brand had been borrowed from a holding company that sold it a decade ago.',
  ],
  chapters: [
    {
      key: 'challenge',
      title: 'An airline nobody could picture',
      paragraphs: [
        'Passengers loved the crew and could not name the airline. The grey livery, the generic website and the call-centre booking line told the story of a company that did not expect to last.',
        'Kestrel had one year, a modest budget and twelve aircraft that could each be out of service for only two nights to be repainted.',
      ],
    },
    {
      key: 'approach',
      title: 'Design for the short hop',
      paragraphs: [
        'We rode every route and listened. People fly Kestrel for forty minutes to reach a hospital, a job or a family. So the brand speaks plainly and warmly, the livery is visible from the ground at a small airfield, and the app puts the next departure before everything else.',
        'A two-tone livery needs a single night in the paint hangar; the booking app works offline in the terminal; the tone of voice fits on a boarding card.',
      ],
    },
    {
      key: 'result',
      title: 'A name people say out loud',
      paragraphs: [
        'Within six months, direct bookings overtook travel agents and the app became the way most passengers check in. The regional press started calling the turboprops by their new name: the kestrels.',
      ],
    },
  ],
  images: [
    {
      id: 'livery',
      caption: 'The two-tone livery, painted in one night',
      img: art(
        '/artwork/aircraft-441-1600x1000.svg',
        'Kestrel turboprop in two-tone livery over farmland',
      ),
    },
    {
      id: 'app',
      caption: 'Next departure first: the booking app',
      img: art(
        '/artwork/demo-442-1600x1000.svg',
        'Booking app screens with the next departure on top',
      ),
    },
  ],
  figures: [
    { value: 62, suffix: '%', label: 'of bookings now made direct' },
    { value: 12, label: 'aircraft repainted in 12 nights' },
    { value: 14, label: 'small airports back on the map' },
  ],
  quote: {
    quote:
      'For years we flew anonymous aircraft. Now children at the fence wave at the kestrel on the tail, and our crews wear the name with pride.',
    author: 'Captain Elin Hartmann',
    role: 'Chief Executive, Kestrel Air',
    avatar: art('/artwork/avatar-443-96x96.svg', ''),
  },
};

/** The case studies in page order: 01 … 05. */
export const projectPages: readonly ProjectPage[] = [
  halden,
  marrow,
  northlight,
  tidewater,
  kestrel,
];

/** The page for a path name, and its neighbours (wrapping: 01's previous project is 05). */
export function projectWithSiblings(name: string) {
  const index = projectPages.findIndex((p) => p.name === name);
  const project = projectPages[index];
  if (!project) return undefined;
  const at = (offset: number) =>
    projectPages[(index + offset + projectPages.length) % projectPages.length] ?? project;
  return { project, previous: at(-1), next: at(1) };
}

/** Where the closing call to action leads: the first of these pages that is registered. */
export const projectCta: ProjectCta = {
  eyebrow: 'Have a project in mind?',
  title: 'Let’s make the next case study yours',
  lead: 'Tell us where you are stuck. We reply within two working days with first thoughts, not a sales deck.',
  label: 'Start a project',
  targets: ['/page/contact-classic', '/page/contact-simple', '/page/contact-modern', '/'],
};
