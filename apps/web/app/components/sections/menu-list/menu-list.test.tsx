import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MenuList, type MenuCourse } from './menu-list.tsx';

const courses: MenuCourse[] = [
  {
    id: 'small',
    label: 'Small plates',
    dishes: [
      {
        id: 'beets',
        name: 'Charred beetroot',
        description: 'Smoked curd, hazelnut crumb, dill oil.',
        priceCents: 950,
        tags: ['vegetarian', 'new'],
      },
      { id: 'wings', name: 'Pepper wings', priceCents: 1100, tags: ['spicy'] },
    ],
  },
  {
    id: 'large',
    label: 'Large plates',
    dishes: [{ id: 'hake', name: 'Line-caught hake', priceCents: 2475 }],
  },
  { id: 'sweet', label: 'Sweets', dishes: [{ id: 'tart', name: 'Quince tart', priceCents: 800 }] },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('MenuList', () => {
  it('shows the first course with names, descriptions, prices and tags', () => {
    render(<MenuList courses={courses} heading={{ title: 'Tonight' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Tonight' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Courses' })).toBeInTheDocument();
    expect(tab('Small plates')).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Small plates' });
    const beets = within(panel).getByRole('heading', { name: 'Charred beetroot' }).closest('li')!;
    expect(beets).toHaveTextContent('Smoked curd, hazelnut crumb, dill oil.');
    expect(beets).toHaveTextContent('$9.50');
    const notes = within(beets).getByRole('list', { name: 'Charred beetroot: notes' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vegetarian', 'New']);
    expect(within(panel).getByText('Spicy')).toBeInTheDocument();
    expect(screen.queryByText('Line-caught hake')).not.toBeVisible();
  });

  it('moves between courses with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<MenuList courses={courses} />);
    tab('Small plates').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Large plates')).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Line-caught hake$24.75');
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Sweets');
    await user.keyboard('{ArrowRight}');
    expect(tab('Small plates')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Sweets'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Quince tart');
  });

  it('formats prices for the given locale and currency', () => {
    render(<MenuList courses={[courses[1]!]} currency="EUR" locale="de-DE" variant="cards" />);
    expect(screen.getByText('24,75 €')).toBeInTheDocument();
  });

  it('lists a single course without tabs, with translated tags', () => {
    render(
      <MenuList
        courses={[courses[0]!]}
        variant="centered"
        tagLabels={{ vegetarian: 'Végétarien', spicy: 'Épicé', new: 'Nouveau' }}
      />,
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByText('Épicé')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
});
