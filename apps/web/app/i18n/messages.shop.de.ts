import { formatPrice } from '~/lib/format-price.ts';
import type { ShopMessages } from './messages.shop.ts';

/** The shop's cart and checkout in German (messages.shop.ts has the English and the shape). */
export const shopDe: ShopMessages = {
  price: (cents) => formatPrice(cents, 'USD', 'de-DE'),
  free: 'Kostenlos',
  each: (price) => `${price} pro Stück`,
  cart: {
    label: 'Warenkorb',
    empty: 'Ihr Warenkorb ist leer',
    emptyText: 'Noch nichts darin. Stöbern Sie im Shop und legen Sie hinein, was Ihnen gefällt.',
    continueShopping: 'Weiter einkaufen',
    items: 'Artikel in Ihrem Warenkorb',
    quantityOf: (product) => `Menge von ${product}`,
    remove: 'Entfernen',
    removeWhat: (product) => `: ${product} aus dem Warenkorb`,
    standardShipping: 'Standardversand',
    freeOver: 'Standardversand ab 150 $ kostenlos.',
    checkout: 'Zur Kasse',
  },
  summary: {
    title: 'Warenkorbsumme',
    subtotal: 'Zwischensumme',
    coupon: (code) => `Gutschein ${code}`,
    shipping: 'Versand',
    total: 'Gesamt',
  },
  coupon: {
    form: 'Gutschein',
    label: 'Gutscheincode',
    apply: 'Gutschein einlösen',
    empty: 'Bitte geben Sie einen Gutscheincode ein.',
    unknown: (code) => `${code} ist kein gültiger Gutscheincode.`,
    applied: (code) => `Gutschein ${code} eingelöst.`,
    remove: 'Gutschein entfernen',
    hint: (code, label) => `Demo-Shop: Probieren Sie den Code ${code} (${label}).`,
  },
  added: { viewCart: 'Zum Warenkorb' },
  checkout: {
    label: 'Kasse',
    yourOrder: 'Ihre Bestellung',
    thanks: (name) => `Vielen Dank, ${name}: Ihre Demo-Bestellung ist abgeschlossen`,
    demoNote: (email) =>
      `Dies ist ein Demo-Shop. Es wurde nichts bezahlt, keine Bestellung versandt und es wird nichts geliefert; an ${email} geht keine E-Mail. Ihr Warenkorb wurde geleert.`,
    demoSummary: 'Übersicht der Demo-Bestellung',
    backToShop: 'Zurück zum Shop',
    emptyText: 'Legen Sie etwas in den Warenkorb, bevor Sie zur Kasse gehen.',
  },
};
