import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalDocument } from './legal-document.tsx';
import type { LegalDocumentData } from './legal-types.ts';

const data: LegalDocumentData = {
  updated: { iso: '2026-11-25', text: '25 November 2026' },
  intro: 'What we keep and why.',
  sections: [
    { id: 'collect', title: 'What we collect', blocks: [{ kind: 'text', text: 'Your e-mail.' }] },
    {
      id: 'keep',
      title: 'How long we keep it',
      blocks: [{ kind: 'list', items: [{ term: 'Logs', text: 'deleted after 14 days.' }] }],
    },
  ],
};

describe('LegalDocument', () => {
  it('lists every section in a table of contents that links to the section’s anchor', () => {
    render(<LegalDocument data={data} />);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '1. What we collect',
      '2. How long we keep it',
    ]);
    for (const [index, link] of links.entries()) {
      const section = data.sections[index]!;
      expect(link).toHaveAttribute('href', `#${section.id}`);
      const target = document.getElementById(section.id);
      expect(target).not.toBeNull();
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(section.title);
    }
  });

  it('renders paragraphs, term lists and the date of the last change', () => {
    render(<LegalDocument data={data} />);
    expect(screen.getByText('Your e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Logs:').closest('li')).toHaveTextContent(
      'Logs: deleted after 14 days.',
    );
    expect(screen.getByText('25 November 2026')).toHaveAttribute('datetime', '2026-11-25');
  });
});
