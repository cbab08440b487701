import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { MapPlace } from '~/components/sections/google-map/google-map.tsx';
import type { InfoBannerData } from '~/components/sections/info-banner/info-banner.tsx';
import type { SlideItem } from '~/components/sections/interactive-banners/banner-card.tsx';
import type { MenuCourse } from '~/components/sections/menu-list/menu-list.tsx';
import type { OpeningHoursProps } from '~/components/sections/opening-hours/opening-hours.tsx';
import type { Testimonial } from '~/components/sections/testimonials/testimonial-card.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { HeadingData, IconItem } from '~/content/types.ts';
import { art, avatar } from '~/content/home-art.ts';
import { restaurantVenue } from '@contrail/contracts/venues/restaurant';
import demo from '~/content/demos/restaurant.ts';

// The restaurant demo in German: the same shape as restaurant.ts (the English), written for German guests.
// The prices stay in pounds (the restaurant is in Edinburgh), formatted the German way.

export const theme: DemoTheme = demo.theme;
export const booking = restaurantVenue;
export const venue = booking.name;
export const currency = 'GBP';
export const locale = 'de-DE';
export const menuTabsLabel = 'Gänge der Speisekarte';
export const eventsLabel = 'Kulinarische Abende';
export const bookingFormLabel = 'Tisch im Aurelia reservieren';

export const hero: HeroData = {
  eyebrow: 'Aurelia · Holzfeuer & schottische Speisekammer',
  title: 'Langsames Feuer, ehrliche Zutaten, ein Tisch, der den Abend wert ist',
  lead: 'Handgetauchte Jakobsmuscheln, Lamm aus den Hügeln und Gemüse aus den Lothians, gegart über Eiche und Birke in der alten Bankhalle an der George Street. Abendessen von Dienstag bis Sonntag, am Wochenende auch mittags.',
  primary: { label: 'Tisch reservieren', href: '#book' },
  secondary: { label: 'Zur Speisekarte', href: '#menu' },
  image: art(
    '/artwork/restaurant-table-3-1600x900.svg',
    'Ein Tisch im Kerzenlicht, gedeckt mit drei Tellern',
  ),
};

export const menuHeading: HeadingData = {
  eyebrow: 'Beliebte Gerichte',
  title: 'Was diese Saison vom Feuer kommt',
  lead: 'Die Karte richtet sich nach den Booten und den Höfen, ein Gericht kann sich also im Laufe der Woche ändern. Nennen Sie uns Allergien bitte schon bei der Reservierung.',
};

export const menu: readonly MenuCourse[] = [
  {
    id: 'starters',
    label: 'Zum Auftakt',
    dishes: [
      {
        id: 'scallop',
        name: 'Handgetauchte Jakobsmuschel',
        description:
          'In der Schale geröstet, braune Butter, gepökelter Schweinespeck, Meereskräuter.',
        priceCents: 1650,
      },
      {
        id: 'beetroot',
        name: 'In der Glut gebackene Rote Bete',
        description: 'Aufgeschlagener Ziegenquark, geröstete Haselnuss, Holunderblütenessig.',
        priceCents: 1100,
        tags: ['vegetarian'],
      },
      {
        id: 'mackerel',
        name: 'Abgeflämmte Makrele',
        description: 'Rhabarber-Ketchup, eingelegte Gurke, Meerrettichcreme.',
        priceCents: 1250,
        tags: ['new'],
      },
      {
        id: 'bread',
        name: 'Sauerteigbrot aus dem Ofen',
        description: 'Über Birke geräucherte Sauerrahmbutter, Salz mit Dulse-Alge.',
        priceCents: 650,
        tags: ['vegetarian'],
      },
    ],
  },
  {
    id: 'fire',
    label: 'Vom Feuer',
    dishes: [
      {
        id: 'lamb',
        name: 'Lamm aus den Borders',
        description: 'Hüfte und geschmorte Schulter, gegrillter Spitzkohl, Sardelle und Minze.',
        priceCents: 3400,
      },
      {
        id: 'halibut',
        name: 'Heilbutt am Knochen',
        description: 'Über Eiche gegrillt, Sauce aus Miesmuscheln und Cidre, Strandportulak.',
        priceCents: 3800,
      },
      {
        id: 'celeriac',
        name: 'Knollensellerie in der Salzkruste',
        description: 'Schwarzer Knoblauch, Waldpilze, gereifter Cora-Linn-Käse.',
        priceCents: 2400,
        tags: ['vegetarian'],
      },
      {
        id: 'beef',
        name: 'Gereifte Rinderrippe für zwei',
        description:
          'Fünfundvierzig Tage am Knochen gereift, Knochenmarkjus, Relish aus Chili und Schalotten.',
        priceCents: 9200,
        tags: ['spicy'],
      },
    ],
  },
  {
    id: 'sides',
    label: 'Dazu',
    dishes: [
      {
        id: 'potatoes',
        name: 'Gestampfte Kartoffeln aus Ayrshire',
        description: 'Rinderschmalz, Schnittlauch.',
        priceCents: 550,
      },
      {
        id: 'greens',
        name: 'Gegrilltes Blattgemüse',
        description: 'Zitrone, Chiliöl, geröstete Kerne.',
        priceCents: 600,
        tags: ['vegetarian', 'spicy'],
      },
      {
        id: 'carrots',
        name: 'Alte Karottensorten',
        description: 'Honig von Bienenstöcken in den Pentland Hills, Thymian, Crème fraîche.',
        priceCents: 600,
        tags: ['vegetarian'],
      },
    ],
  },
  {
    id: 'desserts',
    label: 'Zum Abschluss',
    dishes: [
      {
        id: 'tart',
        name: 'Tarte mit gebranntem Honig',
        description: 'Eis vom Crowdie-Frischkäse, Blütenpollen.',
        priceCents: 1050,
        tags: ['vegetarian'],
      },
      {
        id: 'cranachan',
        name: 'Cranachan nach Art des Hauses',
        description: 'Geröstete Haferflocken, Himbeeren, Whiskysahne, Heidehonig.',
        priceCents: 950,
      },
      {
        id: 'cheese',
        name: 'Drei schottische Käse',
        description: 'Haferkekse aus dem Ofen, Chutney aus Apfel und Wacholder.',
        priceCents: 1400,
        tags: ['new'],
      },
    ],
  },
];

export const chefMessage: InfoBannerData = {
  eyebrow: 'Ein Wort aus der Küche',
  title: '„Wir kochen, was uns das Land diese Woche schenkt – und wir kochen es über dem Feuer.“',
  text: 'Küchenchefin Isla Rennie hat das Aurelia 2019 eröffnet, nach elf Jahren in Küchen zwischen Lyon und Skye. Donnerstags wartet sie noch immer in Newhaven auf die Boote und plant das Wochenende um das, was sie an Land bringen.',
  image: art(
    '/artwork/restaurant-food-7-720x560.svg',
    'Ein Teller Jakobsmuscheln in ihren Schalen',
  ),
  cta: { label: 'Den Küchentisch reservieren', to: '#book' },
};

export const servicesHeading: HeadingData = {
  eyebrow: 'Mehr als ein Abendessen',
  title: 'Vier Arten, bei uns zu essen',
};

export const services: readonly IconItem[] = [
  {
    icon: 'star',
    title: 'Degustationsmenü',
    content:
      'Sieben Gänge aus der ganzen Speisekammer, donnerstags bis samstags, auf Wunsch mit Weinbegleitung.',
  },
  {
    icon: 'users',
    title: 'Private Feiern',
    content:
      'Das Gewölbe bietet unter seinen originalen Backsteinbögen Platz für bis zu achtzehn Gäste.',
  },
  {
    icon: 'heart',
    title: 'Küchentisch',
    content:
      'Sechs Plätze direkt am Pass, mit Blick aufs Feuer – serviert von den Köchinnen und Köchen, die die Gerichte zubereitet haben.',
  },
  {
    icon: 'calendar',
    title: 'Sonntagsessen',
    content:
      'Ein Braten vom Feuer, geröstetes Wurzelgemüse und ein Crumble zum Teilen, von zwölf bis sechzehn Uhr.',
  },
];

export const guestbookHeading: HeadingData = {
  eyebrow: 'Gästebuch',
  title: 'An unseren Tischen geschrieben',
};

export const guestbook: readonly Testimonial[] = [
  {
    id: 1,
    quote:
      'Der Heilbutt war der beste Fisch, den ich in Schottland gegessen habe – und das Team hatte den Geburtstag meiner Mutter aus der Reservierung behalten, ohne dass wir ein Wort sagen mussten.',
    name: 'Morag Fleming',
    role: 'Abendessen zu viert, März',
    avatar: avatar('/artwork/restaurant-avatar-21-160x160.svg'),
    rating: 5,
  },
  {
    id: 2,
    quote:
      'Wir saßen am Küchentisch und sahen zu, wie das Lamm vom Feuer auf unsere Teller kam. Herzlich, ohne Eile, und allein die Honigtarte ist die Reise wert.',
    name: 'Daniel Okafor',
    role: 'Küchentisch, Juni',
    avatar: avatar('/artwork/restaurant-avatar-22-160x160.svg'),
    rating: 5,
  },
  {
    id: 3,
    quote:
      'Unser Hochzeitsessen im Gewölbe war wie ein Abend bei Freunden – vorausgesetzt, die Freunde kochen so gut.',
    name: 'Aileen und Tom Brodie',
    role: 'Private Feier, September',
    avatar: avatar('/artwork/restaurant-avatar-23-160x160.svg'),
    rating: 5,
  },
];

export const eventsHeading: HeadingData = {
  eyebrow: 'Kulinarische Abende',
  title: 'Termine, die in den Kalender gehören',
};

export const events: readonly SlideItem[] = [
  {
    subtitle: 'Am ersten Mittwoch im Monat',
    title: 'Abendessen mit unseren Erzeugern',
    img: art(
      '/artwork/restaurant-table-31-640x800.svg',
      'Eine lange Tafel, gedeckt zum Abendessen',
    ),
    btnTitle: 'Platz reservieren',
    btnLink: '#book',
  },
  {
    subtitle: 'Oktober bis Januar',
    title: 'Wildsaison',
    img: art('/artwork/restaurant-food-32-640x800.svg', 'Ein dunkler Teller mit gebratenem Wild'),
    btnTitle: 'Platz reservieren',
    btnLink: '#book',
  },
  {
    subtitle: 'Samstagvormittags',
    title: 'Kochen über dem Feuer',
    img: art('/artwork/restaurant-food-33-640x800.svg', 'Gemüse, das auf dem Grill röstet'),
    btnTitle: 'Platz reservieren',
    btnLink: '#book',
  },
  {
    subtitle: 'Einmal im Quartal',
    title: 'Whisky und Käse',
    img: art('/artwork/restaurant-table-34-640x800.svg', 'Gläser und ein Käsebrett im Kerzenlicht'),
    btnTitle: 'Platz reservieren',
    btnLink: '#book',
  },
];

export const bookingHeading: HeadingData = {
  eyebrow: 'Reservierungen',
  title: 'Tisch reservieren',
  lead: `Wir halten Ihren Tisch fünfzehn Minuten lang frei. Für mehr als ${booking.party.max} Gäste oder das Gewölbe rufen Sie bitte unseren Empfang an: +44 131 496 0218.`,
};

export const hours: Pick<
  OpeningHoursProps,
  'heading' | 'timeZone' | 'phone' | 'address' | 'hours' | 'notes'
> = {
  heading: { eyebrow: 'Öffnungszeiten', title: 'Wann das Feuer brennt' },
  timeZone: booking.timeZone,
  phone: { display: '+44 131 496 0218', number: '+441314960218' },
  address: {
    lines: ['Aurelia', '41 George Street', 'Edinburgh EH2 2HT', 'Schottland'],
    mapHref: 'https://www.google.com/maps/search/?api=1&query=George+Street+Edinburgh',
  },
  hours: booking.hours,
  notes: [
    'Letzte Tischreservierung 90 Minuten vor Küchenschluss.',
    'Am 25. und 26. Dezember sowie am 1. Januar geschlossen.',
  ],
};

export const findUsHeading: HeadingData = {
  eyebrow: 'Anfahrt',
  title: 'Unter der alten Bankuhr',
  lead: 'Das Aurelia liegt im gewölbten Erdgeschoss einer ehemaligen Bank an der George Street: zehn Minuten zu Fuß vom Bahnhof Waverley, drei Minuten von der Straßenbahnhaltestelle St Andrew Square. Der Eingang ist stufenlos, und in der Castle Street gibt es abends Parkplätze.',
};

export const place: MapPlace = {
  name: 'Aurelia',
  address: ['41 George Street', 'Edinburgh EH2 2HT', 'Schottland'],
  query: '41 George Street, Edinburgh EH2 2HT',
  phone: '+44 131 496 0218',
  hours: 'Abendessen Dienstag bis Sonntag, am Wochenende auch mittags',
};
