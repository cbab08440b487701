import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filterFaq, type FaqGroup } from './faq-filter.ts';
import { FaqSearch } from './faq-search.tsx';

const groups: readonly FaqGroup[] = [
  {
    id: 'ordering',
    title: 'Ordering',
    items: [
      { id: 'order', title: 'How do I order a part?', content: 'Send your list as an inquiry.' },
      { id: 'pay', title: 'How can I pay?', content: 'By card or bank transfer.' },
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping',
    items: [
      { id: 'where', title: 'Where do you ship?', content: 'Worldwide, from Post Falls.' },
      { id: 'cost', title: 'What does delivery cost?', content: 'Carrier rates, no mark-up.' },
    ],
  },
];

const questions = () =>
  screen.queryAllByRole('button', { expanded: false }).map((b) => b.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search the questions' });

describe('filterFaq', () => {
  it('keeps the questions containing every word, ignoring case and accents, and drops empty groups', () => {
    expect(filterFaq(groups, 'BÁNK card')).toEqual([
      { ...groups[0], items: [groups[0]!.items[1]] },
    ]);
    expect(filterFaq(groups, '  ')).toEqual(groups);
    expect(filterFaq(groups, 'zeppelin')).toEqual([]);
  });
});

describe('FaqSearch', () => {
  it('shows every group as a heading with its questions at first', () => {
    render(<FaqSearch groups={groups} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Ordering',
      'Shipping',
    ]);
    expect(questions()).toHaveLength(4);
    expect(screen.getByText('4 questions in 2 topics')).toBeInTheDocument();
  });

  it('filters the questions as the visitor types, answers included, and hides emptied groups', () => {
    render(<FaqSearch groups={groups} />);
    fireEvent.change(search(), { target: { value: 'post falls' } });
    expect(questions()).toEqual(['Where do you ship?']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Shipping',
    ]);
    expect(screen.getByText('1 question matches')).toBeInTheDocument();
  });

  it('says when nothing matches and shows everything again on request', () => {
    render(<FaqSearch groups={groups} />);
    fireEvent.change(search(), { target: { value: 'zeppelin' } });
    expect(questions()).toEqual([]);
    const empty = screen.getByText('No question matches “zeppelin”.').parentElement!;
    fireEvent.click(within(empty).getByRole('button', { name: 'Show all questions' }));
    expect(search()).toHaveValue('');
    expect(questions()).toHaveLength(4);
  });

  it('opens an answer from a filtered list', () => {
    render(<FaqSearch groups={groups} />);
    fireEvent.change(search(), { target: { value: 'pay' } });
    fireEvent.click(screen.getByRole('button', { name: 'How can I pay?' }));
    expect(screen.getByRole('button', { name: 'How can I pay?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('By card or bank transfer.')).toBeVisible();
  });
});
