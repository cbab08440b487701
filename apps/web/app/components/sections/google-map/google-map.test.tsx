import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GoogleMap, type MapPlace } from './google-map.tsx';

const place: MapPlace = {
  name: 'Contrail Studio',
  address: ['12 Harbour Road', 'Bristol BS1 4RN'],
  query: '12 Harbour Road, Bristol',
  phone: '+44 117 496 0000',
};

describe('GoogleMap', () => {
  it('shows the static card and no iframe until "Show map" is pressed', async () => {
    const user = userEvent.setup();
    const { container } = render(<GoogleMap place={place} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('12 Harbour Road')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /get directions/i })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=12%20Harbour%20Road%2C%20Bristol',
    );
    await user.click(screen.getByRole('button', { name: /show map/i }));
    const frame = screen.getByTitle('Map of Contrail Studio');
    expect(frame.getAttribute('src')).toBe(
      'https://maps.google.com/maps?q=12%20Harbour%20Road%2C%20Bristol&z=14&output=embed',
    );
    expect(screen.queryByRole('button', { name: /show map/i })).not.toBeInTheDocument();
  });
});
