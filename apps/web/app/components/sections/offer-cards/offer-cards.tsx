import { formatPrice } from '~/lib/format-price.ts';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { looks } from './offer-looks.ts';
import { OfferRating } from './offer-rating.tsx';

/** What a price is for: a room per night, a package per person, a treatment per session. */
export type OfferUnit = 'night' | 'person' | 'session';

export interface Offer {
  id: string;
  title: string;
  image: ArtImageData;
  /** Short facts: "2 guests", "32 m²", "7 days", "60 minutes". */
  facts?: readonly string[];
  description?: string;
  /** Price in minor units (cents) of the cards' currency. */
  priceCents: number;
  unit: OfferUnit;
  /** Average rating out of 5 (one decimal), and how many reviews it is from. */
  rating?: { value: number; count?: number };
  /** A ribbon on the image: "Best seller". */
  badge?: string;
  cta: { label: string; href: string };
}

export type OfferCardsVariant = 'grid' | 'list' | 'overlay';

export interface OfferCardsProps extends SectionProps {
  offers: readonly Offer[];
  variant?: OfferCardsVariant;
  currency?: string;
  /** Locale of the price and rating format; fixed so prerender and hydration agree. */
  locale?: string;
  /** Shows "from" before each price. */
  fromPrice?: boolean;
  heading?: { eyebrow?: string; title: string; lead?: string };
  /** Visible and spoken unit texts (translate here). */
  unitLabels?: Record<OfferUnit, { short: string; long: string }>;
  texts?: Partial<OfferTexts>;
}

export interface OfferTexts {
  from: string;
  /** Spoken rating: (value, out of) → "Rated 4.5 out of 5". */
  rated: (value: string, outOf: number) => string;
  reviews: (count: number) => string;
}

export const defaultUnitLabels: Record<OfferUnit, { short: string; long: string }> = {
  night: { short: '/night', long: 'per night' },
  person: { short: '/person', long: 'per person' },
  session: { short: '/session', long: 'per session' },
};

const defaultTexts: OfferTexts = {
  from: 'from',
  rated: (value, outOf) => `Rated ${value} out of ${outOf}`,
  reviews: (count) => (count === 1 ? '1 review' : `${count} reviews`),
};

/** Rooms, packages or treatments as cards: image, title, facts, price with its unit, rating and a call to action. */
export function OfferCards({
  offers,
  variant = 'grid',
  currency = 'USD',
  locale = 'en-US',
  fromPrice = false,
  heading,
  unitLabels = defaultUnitLabels,
  texts: textOverrides,
  ...section
}: OfferCardsProps) {
  const look = looks[variant];
  const texts = { ...defaultTexts, ...textOverrides };
  const decimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const overlay = variant === 'overlay';
  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      <ul className={look.list} data-variant={variant}>
        {offers.map((offer) => (
          <li key={offer.id}>
            <article className={cn(look.card, 'h-full')}>
              <div className={look.media}>
                <ArtImage {...offer.image} className={look.image} />
                {offer.badge && (
                  <p className="bg-brand text-on-brand absolute inset-s-4 top-4 rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase">
                    {offer.badge}
                  </p>
                )}
              </div>
              <div className={look.body}>
                <h3 className={look.title}>{offer.title}</h3>
                {offer.rating && (
                  <OfferRating
                    rating={offer.rating}
                    texts={texts}
                    decimal={decimal}
                    overlay={overlay}
                  />
                )}
                {offer.facts && offer.facts.length > 0 && (
                  <ul className={look.facts}>
                    {offer.facts.map((fact) => (
                      <li key={fact} className="flex items-center gap-1.5">
                        <span
                          aria-hidden="true"
                          className={cn('size-1.5 rounded-full', overlay ? 'bg-white' : 'bg-brand')}
                        />
                        {fact}
                      </li>
                    ))}
                  </ul>
                )}
                {offer.description && (
                  <p className={overlay ? 'text-white/85' : 'text-muted'}>{offer.description}</p>
                )}
                <div className={look.foot}>
                  <p>
                    {fromPrice && (
                      <span
                        className={cn('me-1 text-sm', overlay ? 'text-white/80' : 'text-muted')}
                      >
                        {texts.from}
                      </span>
                    )}
                    <span className={cn('text-2xl font-bold', !overlay && 'text-brand')}>
                      {formatPrice(offer.priceCents, currency, locale)}
                    </span>
                    <span aria-hidden="true" className="ms-0.5 text-sm">
                      {unitLabels[offer.unit].short}
                    </span>
                    <span className="sr-only"> {unitLabels[offer.unit].long}</span>
                  </p>
                  <ButtonLink
                    to={offer.cta.href}
                    size="sm"
                    variant={overlay ? 'outline-light' : 'solid'}
                    aria-label={`${offer.cta.label}: ${offer.title}`}
                  >
                    {offer.cta.label}
                  </ButtonLink>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
