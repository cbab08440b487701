import type { HeroData } from '~/components/sections/hero/hero.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import type { IconItem } from '~/content/types.ts';
import demo from '~/content/demos/startup.ts';
import { heroPicture, highlightIcons } from './startup.media.ts';

// The startup demo's first screen in German: the same shape as startup.ts (the English), written for
// German-speaking founders (Sie-Form). The rest of the page is startup.lower.de.ts.

export const theme: DemoTheme = demo.theme;

export const hero: HeroData = {
  eyebrow: 'Schneller am Markt',
  title: 'Aus einer mutigen Idee wird ein Unternehmen, über das man spricht',
  lead: 'Strategie, Design und Growth-Marketing aus einer Hand: Ihr Team baut das Produkt, wir sorgen dafür, dass die Welt davon erfährt.',
  primary: { label: 'Leistungen entdecken', href: '#services' },
  secondary: { label: 'Preise ansehen', href: '#pricing' },
  image: {
    ...heroPicture,
    alt: 'Ein Laptop mit steil ansteigender Wachstumskurve, daneben hebt eine Rakete ab',
  },
};

const highlightTexts: readonly Omit<IconItem, 'icon'>[] = [
  {
    title: 'Innovativ wirtschaften',
    content:
      'Wir testen Ideen in Tagen statt in Quartalen und behalten nur, was Ihre Zahlen voranbringt.',
  },
  {
    title: 'Marketing mit Methode',
    content:
      'Kampagnen, die von echten Kundenfragen ausgehen – und ab dem ersten Klick messbar sind.',
  },
  {
    title: 'Publikum, das bleibt',
    content: 'Geschichten und Communitys, die aus Erstbesuchern überzeugte Fürsprecher machen.',
  },
];

export const highlights: readonly IconItem[] = highlightTexts.map((text, index) => ({
  ...text,
  icon: highlightIcons[index] ?? 'bulb',
}));
