import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion, type AccordionItem } from './accordion.tsx';

const items: AccordionItem[] = [
  { id: 'a', title: 'Alpha', content: 'Alpha body' },
  { id: 'b', title: 'Bravo', content: 'Bravo body' },
  { id: 'c', title: 'Charlie', content: 'Charlie body' },
];
const header = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('wires headers to panels and opens the default panel', () => {
    render(<Accordion items={items} defaultOpen={['a']} />);
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Bravo')).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(header('Alpha').getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('Alpha body');
    expect(panel).toBeVisible();
    expect(screen.getByText('Bravo body').parentElement).not.toBeVisible();
  });

  it('moves focus with arrows (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    header('Alpha').focus();
    await user.keyboard('{ArrowDown}');
    expect(header('Bravo')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(header('Alpha')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Charlie')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(header('Alpha')).toHaveFocus();
    await user.keyboard('{End}');
    expect(header('Charlie')).toHaveFocus();
  });

  it('keeps one panel open at a time by default; Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    header('Alpha').focus();
    await user.keyboard('{Enter}');
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ }');
    expect(header('Bravo')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(header('Bravo')).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets many panels stay open with `multiple`', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} multiple variant="boxed" />);
    await user.click(header('Alpha'));
    await user.click(header('Charlie'));
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Charlie')).toHaveAttribute('aria-expanded', 'true');
    await user.click(header('Alpha'));
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Charlie')).toHaveAttribute('aria-expanded', 'true');
  });
});
