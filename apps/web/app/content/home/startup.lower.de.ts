import type { AboutData } from '~/components/sections/about/about-image.tsx';
import type { CallToActionData } from '~/components/sections/call-to-action/call-to-action.tsx';
import { amount, longDate } from '~/i18n/format.ts';
import { formatPrice } from '~/lib/format-price.ts';
import type {
  BlogPost,
  CounterItem,
  FeatureItem,
  HeadingData,
  PricingPlan,
  PricingSet,
  ProcessStep,
  SlideItem,
} from '~/content/types.ts';
import {
  aboutPictures,
  allServicesHref,
  offerLink,
  planFigures,
  postFigures,
  serviceIcons,
  slidePictures,
  statFigures,
} from './startup.lower.media.ts';

// The startup demo below its first screen in German (Sie-Form): the same shape as startup.lower.ts (the
// English). Prices are in euros; prices, units and dates are written by Intl for de-DE; pictures, icons,
// figures and links come from startup.media.ts (the pages linked to are in English).

const tag = 'de-DE';
const gb = (value: number) => amount(value, 'gigabyte', tag);
const euros = (cents: number) => formatPrice(cents, 'EUR', tag);

export const statsLabel = 'Kennzahlen';
export const stats: readonly CounterItem[] = [
  'Büros weltweit',
  'Jahre Erfahrung',
  'Fachleute im Team',
].map((label, index) => ({ ...statFigures[index], value: statFigures[index]?.value ?? 0, label }));

export const about: AboutData = {
  eyebrow: 'Über uns',
  title: 'Ein kleines, erfahrenes Team, das arbeitet wie ein Teil Ihres eigenen',
  lead: 'Gründerinnen und Gründer kommen mit einem Prototyp und einer Deadline zu uns. Wir bringen das Vorgehen mit, das wir in zwei Jahrzehnten voller Markteinführungen verfeinert haben.',
  points: [
    'Eine gemeinsame Roadmap, jede Woche überprüft',
    'Design und Marketing an einem Tisch',
    'Klare Berichte statt Eitelkeitskennzahlen',
  ],
  image: { ...aboutPictures.main, alt: 'Ein ruhiger Besprechungsraum mit einem langen Tisch' },
  secondImage: { ...aboutPictures.second, alt: 'Porträt einer Teamleiterin' },
  badge: { value: '20', label: 'Jahre Markteinführungen' },
  action: { label: 'Unsere Leistungen', href: '#services' },
};

export const bannerHeading: HeadingData = {
  eyebrow: 'Unser Angebot',
  title: 'Alles, was ein junges Unternehmen zum Wachsen braucht',
};

export const intro: readonly string[] = [
  'Vom ersten Markenentwurf bis zur Kampagne, die Ihren Kalender füllt: Jedes Angebot ist ein klar umrissenes Paket mit festem Ergebnis und festem Preis.',
  'Starten Sie mit einem und kombinieren Sie weitere, wenn Sie wachsen. Blättern Sie durch und finden Sie das Passende.',
];

export const slides: readonly SlideItem[] = [
  ['Marke', 'Eine Identität, die mitwächst'],
  ['Produkt', 'Oberflächen, die Freude machen'],
  ['Wachstum', 'Kampagnen, die konvertieren'],
  ['Content', 'Geschichten, die man teilt'],
  ['Marktforschung', 'Erst verstehen, dann investieren'],
  ['Analyse', 'Zahlen, denen Sie trauen können'],
  ['Community', 'Fans, die bleiben'],
  ['Launch', 'Ein Launch, der in Erinnerung bleibt'],
].map(([subtitle = '', title = ''], index) => ({
  subtitle,
  title,
  img: slidePictures[index] ?? slidePictures[0]!,
  btnTitle: 'Mehr erfahren',
  btnLink: offerLink,
}));

export const servicesHeading: HeadingData = {
  eyebrow: 'Unsere Leistungen',
  title: 'Design, das Unternehmen voranbringt',
  lead: 'Eingespielte Teams für die Momente, die ein junges Unternehmen prägen.',
};

const serviceTexts: readonly Pick<FeatureItem, 'title' | 'content'>[] = [
  {
    title: 'Markenidentität',
    content:
      'Namen, Logos und Leitfäden für die Tonalität – stimmig vom Pitch-Deck bis zur Verpackung.',
  },
  {
    title: 'Produktdesign',
    content:
      'Forschungsbasierte Oberflächen für Web und Mobile, übergeben als aufgeräumtes Designsystem.',
  },
  {
    title: 'Webentwicklung',
    content: 'Schnelle, barrierefreie Websites, die Ihr Team ohne Entwickler selbst pflegen kann.',
  },
  {
    title: 'Wachstumsmarketing',
    content:
      'Bezahlte, organische und Lifecycle-Kampagnen – mit einem Dashboard und einem gemeinsamen Ziel.',
  },
  {
    title: 'Marktforschung',
    content:
      'Interviews und Experimente, die zeigen, wer kauft, warum – und was er dafür zahlen würde.',
  },
  {
    title: 'Launch-Begleitung',
    content: 'Launch-Plan, Pressemappe und Lagezentrum für die Woche, auf die es ankommt.',
  },
];
export const serviceItems: readonly FeatureItem[] = serviceTexts.map((text, index) => ({
  ...text,
  icon: serviceIcons[index] ?? 'rocket',
}));

export const servicesAction = { label: 'Alle Leistungen ansehen', href: allServicesHref };

export const processHeading: HeadingData = {
  eyebrow: 'Unser Vorgehen',
  title: 'In drei Schritten von der Idee zur Zugkraft',
};

export const process: readonly ProcessStep[] = [
  {
    title: 'Verstehen',
    content:
      'Wir hören Ihren Kundinnen, Kunden und Ihrem Team zu und einigen uns auf ein messbares Ziel.',
  },
  {
    title: 'Gestalten',
    content:
      'Ideen für Marke, Produkt und Kampagnen werden als Prototyp gebaut und mit echten Menschen getestet.',
  },
  {
    title: 'Umsetzen',
    content:
      'Wir starten, messen jede Woche und setzen verstärkt auf das, was die Zahlen belohnen.',
  },
];

export const pricingHeading: HeadingData = {
  eyebrow: 'Preispakete',
  title: 'Einfache Pakete, die mit Ihnen wachsen',
  lead: 'Klein anfangen, jederzeit wechseln. Bei jährlicher Abrechnung sparen Sie gut zwei Monate.',
};

const tiers = [
  { title: 'Basis', subtitle: 'Für die erste Website', support: 'Support per E-Mail' },
  { title: 'Standard', subtitle: 'Für wachsende Teams', support: 'Bevorzugter Support' },
  { title: 'Premium', subtitle: 'Für gut ausgelastete Firmen', support: 'Feste Ansprechperson' },
] as const;

function plans(cents: readonly number[], term: PricingPlan['term']): PricingPlan[] {
  const f = planFigures;
  return tiers.map((tier, index) => ({
    title: tier.title,
    subtitle: tier.subtitle,
    icon: f.icons[index],
    price: euros(cents[index] ?? 0),
    term,
    plans: [
      `${f.domains[index] ?? 0} Domains`,
      `${gb(f.uploadGb[index] ?? 0)} Upload`,
      `${gb(f.storageGb[index] ?? 0)} Speicherplatz`,
      tier.support,
    ],
    buttonTitle: 'Jetzt starten',
    buttonLink: f.link,
    popular: index === f.popular || undefined,
  }));
}

export const pricing: readonly PricingSet[] = [
  { key: 'monthly', label: 'MONATLICH', plans: plans(planFigures.monthlyCents, 'monthly') },
  { key: 'yearly', label: 'JÄHRLICH', plans: plans(planFigures.yearlyCents, 'yearly') },
];

export const blogHeading: HeadingData = {
  eyebrow: 'Aus dem Blog',
  title: 'Notizen aus dem Start-up-Alltag',
};

const postTexts: readonly Pick<BlogPost, 'title' | 'content'>[] = [
  {
    title: 'Der One-Pager, der uns die Seed-Runde brachte',
    content:
      'Investoren lesen Hunderte Pitch-Decks. So haben wir unseres auf eine Seite gekürzt – und darum hat es funktioniert.',
  },
  {
    title: 'Wachstum ohne Growth-Team',
    content:
      'Drei Gewohnheiten, mit denen ein Fünf-Personen-Unternehmen zehnmal größere Konkurrenten überholt.',
  },
  {
    title: 'Warum Ihr erstes Logo (noch) egal ist',
    content:
      'Stecken Sie das Markenbudget zuerst in Klarheit. Ein treffender Satz schlägt das perfekte Zeichen.',
  },
  {
    title: 'Zehn Kundengespräche vor der ersten Zeile Code',
    content:
      'Der Leitfaden, mit dem wir herausfinden, was Menschen wirklich brauchen – und die Fragen, die wir nie stellen.',
  },
  {
    title: 'Die ersten fünf Leute einstellen',
    content:
      'Generalisten, Verantwortung und gutes Schreiben: worauf wir achten, solange das Team noch klein ist.',
  },
  {
    title: 'Preise sind eine Produktentscheidung',
    content:
      'Wie wir den Umsatz pro Kunde verdoppelt haben, indem wir eine einzige Tabelle auf unserer Preisseite geändert haben.',
  },
];

export const posts: readonly BlogPost[] = postFigures.map(({ date, ...figures }, index) => ({
  ...figures,
  ...postTexts[index]!,
  category: ['Start-up'],
  blogType: 'masonry',
  tags: [],
  date: longDate(date, tag),
}));
export const authors: Readonly<Record<number, string>> = {
  1: 'Maya Lindqvist',
  2: 'Daniel Okafor',
  3: 'Priya Raman',
  4: 'Tomás Herrera',
  5: 'Ingrid Solberg',
  6: 'Kenji Watanabe',
};

export const cta: CallToActionData = {
  eyebrow: 'Newsletter',
  title: 'Jede Woche eine Wachstumsidee, die wirklich weiterhilft',
  lead: 'Kein Spam, kein Blabla. Abmelden mit einem Klick.',
  action: { kind: 'subscribe', buttonLabel: 'Jetzt abonnieren' },
};
