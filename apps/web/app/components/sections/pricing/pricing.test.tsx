import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pricingSets } from '~/content/pricing.ts';
import { Pricing } from './pricing.tsx';

function renderPricing() {
  render(
    <MemoryRouter>
      <Pricing id="pricing" sets={pricingSets} />
    </MemoryRouter>,
  );
  return {
    monthly: screen.getByRole('tab', { name: 'MONTHLY' }),
    yearly: screen.getByRole('tab', { name: 'YEARLY' }),
  };
}

const visiblePrices = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByText(/^\$\d+\.\d\d$/)
    .map((node) => node.textContent);

describe('Pricing tabs', () => {
  it('shows the monthly plans by default', () => {
    const { monthly, yearly } = renderPricing();
    expect(monthly).toHaveAttribute('aria-selected', 'true');
    expect(yearly).toHaveAttribute('aria-selected', 'false');
    expect(visiblePrices()).toEqual(['$9.99', '$19.99', '$29.99']);
    expect(screen.getByText('$90.99')).not.toBeVisible();
  });

  it('switches to the yearly plans on click', () => {
    const { yearly } = renderPricing();
    fireEvent.click(yearly);
    expect(yearly).toHaveAttribute('aria-selected', 'true');
    expect(visiblePrices()).toEqual(['$90.99', '$199.99', '$290.99']);
    expect(screen.getByText('$9.99')).not.toBeVisible();
  });

  it('moves between tabs with the arrow keys, Home and End', () => {
    const { monthly, yearly } = renderPricing();
    monthly.focus();
    fireEvent.keyDown(monthly, { key: 'ArrowRight' });
    expect(yearly).toHaveFocus();
    expect(yearly).toHaveAttribute('aria-selected', 'true');
    expect(yearly).toHaveAttribute('tabindex', '0');
    expect(monthly).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(yearly, { key: 'ArrowRight' });
    expect(monthly).toHaveFocus();
    fireEvent.keyDown(monthly, { key: 'ArrowLeft' });
    expect(yearly).toHaveFocus();
    fireEvent.keyDown(yearly, { key: 'Home' });
    expect(monthly).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(monthly, { key: 'End' });
    expect(yearly).toHaveAttribute('aria-selected', 'true');
    expect(visiblePrices()).toEqual(['$90.99', '$199.99', '$290.99']);
  });

  it('gives each plan the spec limits and flags the standard plan as popular', () => {
    renderPricing();
    const panel = screen.getByRole('tabpanel');
    for (const limit of ['5 domains', '10 domains', '20 domains', '4 GB upload', '60 GB storage'])
      expect(within(panel).getByText(limit)).toBeInTheDocument();
    expect(within(panel).getByText('Popular').closest('li')).toHaveTextContent('Standard');
  });
});

describe('Pricing terms', () => {
  it('labels a one-off price per ticket', () => {
    render(
      <MemoryRouter>
        <Pricing
          id="tickets"
          sets={[
            {
              key: 'passes',
              label: 'Passes',
              plans: [
                {
                  title: 'Day pass',
                  subtitle: 'One conference day',
                  price: '€240',
                  term: 'per ticket',
                  plans: ['Talks'],
                  buttonTitle: 'Buy',
                  buttonLink: '/page/contact-classic',
                },
              ],
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('€240').nextElementSibling).toHaveTextContent('per ticket');
  });
});
