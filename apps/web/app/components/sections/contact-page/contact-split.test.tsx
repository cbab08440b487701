import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactSplit } from './contact-split.tsx';

const data = {
  eyebrow: 'Contact',
  title: 'Say hello',
  lead: 'A lead.',
  lines: [{ label: 'hi@example.com', href: 'mailto:hi@example.com' }],
};

describe('ContactSplit', () => {
  it('is the page h1 by default, an h2 when asked, and frames its children', () => {
    const { unmount } = render(
      <ContactSplit data={data}>
        <p>form</p>
      </ContactSplit>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Say hello');
    unmount();
    render(
      <ContactSplit data={data} as="h2">
        <p>form</p>
      </ContactSplit>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Say hello');
    expect(screen.getByRole('link', { name: 'hi@example.com' })).toHaveAttribute(
      'href',
      'mailto:hi@example.com',
    );
    expect(screen.getByText('form')).toBeInTheDocument();
  });
});
