import type { RestaurantMessages } from './messages.ts';

// The booking form, opening hours and the menu's dish tags in German: only the translated restaurant page
// (/de/home-restaurant) adds these to its catalogue (messages.ts, RestaurantMessages).

export const restaurantDe: RestaurantMessages = {
  booking: {
    failed:
      'Ihre Buchung konnte leider nicht gesendet werden. Bitte versuchen Sie es gleich noch einmal.',
    fields: 'Ihre Buchung wurde nicht gesendet: Bitte prüfen Sie die markierten Felder.',
    success: (reference) =>
      `Vielen Dank! Ihre Buchungsanfrage ist bei uns eingegangen (Referenz ${reference}). Wir bestätigen sie per E-Mail.`,
    choose: 'Bitte wählen…',
    noTimes: 'An diesem Tag keine Zeiten frei',
    buttons: {
      table: 'Tisch reservieren',
      stay: 'Aufenthalt buchen',
      appointment: 'Termin buchen',
      trip: 'Reise anfragen',
    },
    formLabels: {
      table: 'Tischreservierung',
      stay: 'Zimmerbuchung',
      appointment: 'Terminbuchung',
      trip: 'Reisebuchung',
    },
    labels: {
      date: 'Datum',
      time: 'Uhrzeit',
      partySize: 'Personen',
      checkIn: 'Anreise',
      checkOut: 'Abreise',
      guests: 'Gäste',
      roomType: 'Zimmerkategorie',
      service: 'Leistung',
      destination: 'Reiseziel',
      departDate: 'Hinreise',
      returnDate: 'Rückreise',
      travellers: 'Reisende',
      name: 'Ihr Name',
      email: 'E-Mail-Adresse',
      phone: 'Telefonnummer',
      notes: 'Ihre Hinweise an uns',
    },
  },
  openingHours: {
    title: 'Öffnungszeiten',
    closed: 'Geschlossen',
    today: 'Heute',
    openNow: 'Jetzt geöffnet',
    closedNow: 'Jetzt geschlossen',
    closesAt: (time) => `schließt um ${time} Uhr`,
    opensAt: (time) => `öffnet um ${time} Uhr`,
    opensOn: (day, time) => `öffnet ${day} um ${time} Uhr`,
    phone: 'Telefon',
    address: 'Adresse',
    call: 'Anrufen',
    directions: 'Route planen',
  },
  menu: {
    tags: { vegetarian: 'Vegetarisch', spicy: 'Scharf', new: 'Neu' },
    notes: (dish) => `${dish}: Hinweise`,
  },
};
