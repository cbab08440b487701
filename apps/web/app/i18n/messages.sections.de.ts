import type { SectionMessages } from './messages.ts';

/**
 * The shared sections' texts in German (carousels, testimonials' stars, maps, process, pricing and
 * blog cards' controls): the translated demos add them to their catalogue (messages.ts's SectionMessages).
 */
export const sectionsDe: SectionMessages = {
  carousel: {
    carousel: 'Karussell',
    slide: 'Folie',
    position: (index, count) => `${index} von ${count}`,
    previous: 'Vorherige Folie',
    next: 'Nächste Folie',
    goTo: (index) => `Zu Folie ${index}`,
    start: 'Automatisch weiterblättern',
    stop: 'Automatisches Blättern anhalten',
  },
  rated: (stars) => `Mit ${stars} von 5 Sternen bewertet`,
  map: {
    title: (place) => `Karte: ${place}`,
    directions: 'Route planen',
    directionsNote: ' (öffnet Google Maps in einem neuen Tab)',
    show: 'Karte zeigen',
    showNote: (place) => ` für ${place} (lädt Google Maps)`,
  },
  sections: {
    step: (index) => `Schritt ${index}: `,
    pricing: {
      tabs: 'Abrechnungszeitraum',
      popular: 'Beliebt',
      terms: {
        monthly: 'pro Monat',
        yearly: 'pro Jahr',
        'PER MONTH': 'pro Monat',
        'PER YEAR': 'pro Jahr',
        'per ticket': 'pro Ticket',
      },
      choose: (button, plan) => `${button}: Paket ${plan}`,
    },
    blog: { likes: 'Likes', comments: 'Kommentare' },
  },
};
