import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OfferCards, type Offer, type OfferCardsProps } from './offer-cards.tsx';

const offers: Offer[] = [
  {
    id: 'harbour',
    title: 'Harbour double',
    image: {
      src: '/artwork/room-3-800x600.svg',
      alt: 'A bed under a round window',
      width: 800,
      height: 600,
    },
    facts: ['2 guests', '28 m²', 'Sea view'],
    priceCents: 18_900,
    unit: 'night',
    rating: { value: 4.6, count: 212 },
    badge: 'Best seller',
    cta: { label: 'Book now', href: '/book?room=harbour' },
  },
  {
    id: 'massage',
    title: 'Hot stone hour',
    image: { src: '/artwork/spa-1-800x600.svg', alt: '', width: 800, height: 600 },
    priceCents: 9_500,
    unit: 'session',
    cta: { label: 'Reserve', href: '/spa#hot-stone' },
  },
];

const renderCards = (props: Partial<OfferCardsProps> = {}) =>
  render(
    <MemoryRouter>
      <OfferCards offers={offers} {...props} />
    </MemoryRouter>,
  );
const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('article') as HTMLElement;

describe('OfferCards', () => {
  it('shows image, title, facts, price with its unit, rating and a call to action', () => {
    renderCards({ heading: { title: 'Rooms' } });
    const room = within(card('Harbour double'));
    const image = room.getByRole('img', { name: 'A bed under a round window' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(room.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '2 guests',
      '28 m²',
      'Sea view',
    ]);
    expect(room.getByText('Best seller')).toBeInTheDocument();
    expect(room.getByText('$189.00').parentElement).toHaveTextContent('$189.00/night per night');
    expect(room.getByText('Rated 4.6 out of 5')).toBeInTheDocument();
    expect(room.getByText('(212 reviews)')).toBeInTheDocument();
    expect(room.getByRole('link', { name: 'Book now: Harbour double' })).toHaveAttribute(
      'href',
      '/book?room=harbour',
    );
  });

  it('leaves out what an offer does not have, and keeps decorative images silent', () => {
    renderCards({ variant: 'list' });
    const treatment = within(card('Hot stone hour'));
    expect(treatment.queryByText(/Rated/)).not.toBeInTheDocument();
    expect(treatment.queryByRole('list')).not.toBeInTheDocument();
    expect(treatment.queryByRole('img')).not.toBeInTheDocument();
    expect(treatment.getByText('$95.00').parentElement).toHaveTextContent('per session');
    expect(treatment.getByRole('link', { name: 'Reserve: Hot stone hour' })).toBeInTheDocument();
  });

  it('formats prices and ratings per locale, with "from" and translated units', () => {
    renderCards({
      variant: 'overlay',
      currency: 'EUR',
      locale: 'fr-FR',
      fromPrice: true,
      unitLabels: {
        night: { short: '/nuit', long: 'par nuit' },
        person: { short: '/pers.', long: 'par personne' },
        session: { short: '/séance', long: 'par séance' },
      },
      texts: {
        from: 'dès',
        rated: (value, outOf) => `Noté ${value} sur ${outOf}`,
        reviews: (count) => `${count} avis`,
      },
    });
    const room = within(card('Harbour double'));
    expect(room.getByText('189,00 €').parentElement).toHaveTextContent('dès189,00 €/nuit par nuit');
    expect(room.getByText('Noté 4,6 sur 5')).toBeInTheDocument();
    expect(room.getByText('(212 avis)')).toBeInTheDocument();
  });
});
