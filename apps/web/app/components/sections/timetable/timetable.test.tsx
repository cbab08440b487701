import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Timetable, type TimetableDay } from './timetable.tsx';

const days: TimetableDay[] = [
  {
    id: 'mon',
    label: 'Monday',
    entries: [
      {
        id: 'm1',
        start: '07:00',
        end: '08:00',
        title: 'Sunrise flow',
        person: 'Noor Feld',
        room: 'Loft',
      },
      {
        id: 'm2',
        start: '18:30',
        end: '19:30',
        title: 'Slow stretch',
        person: 'Odile Brandt',
        room: 'Studio B',
      },
    ],
  },
  {
    id: 'tue',
    label: 'Tuesday',
    entries: [
      { id: 't1', start: '12:15', title: 'Breath work', person: 'Noor Feld', room: 'Studio B' },
    ],
  },
  {
    id: 'wed',
    label: 'Wednesday',
    entries: [
      { id: 'w1', start: '09:00', title: 'Core basics', person: 'Odile Brandt', room: 'Loft' },
    ],
  },
];

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...within(row).queryAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );

describe('Timetable', () => {
  it('shows the first day as a table with time, class, instructor and room', () => {
    render(<Timetable days={days} heading={{ title: 'This week' }} />);
    expect(screen.getByRole('tab', { name: 'Monday' })).toHaveAttribute('aria-selected', 'true');
    const table = screen.getByRole('table', { name: 'Monday' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Class', 'Instructor', 'Room']);
    expect(rowsOf(table)).toEqual([
      ['07:00–08:00', 'Sunrise flow', 'Noor Feld', 'Loft'],
      ['18:30–19:30', 'Slow stretch', 'Odile Brandt', 'Studio B'],
    ]);
  });

  it('changes day with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Timetable days={days} />);
    screen.getByRole('tab', { name: 'Monday' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tuesday' })).toHaveFocus();
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['12:15', 'Breath work', 'Noor Feld', 'Studio B'],
    ]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('table', { name: 'Wednesday' })).toBeInTheDocument();
  });

  it('filters every day by instructor through a labelled select', async () => {
    const user = userEvent.setup();
    render(<Timetable days={days} />);
    const select = screen.getByLabelText('Instructor');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Noor Feld', 'Odile Brandt']);
    await user.selectOptions(select, 'Odile Brandt');
    expect(rowsOf(screen.getByRole('table', { name: 'Monday: Odile Brandt' }))).toEqual([
      ['18:30–19:30', 'Slow stretch', 'Odile Brandt', 'Studio B'],
    ]);
    await user.click(screen.getByRole('tab', { name: 'Tuesday' }));
    expect(screen.getByRole('table')).toHaveTextContent('Nothing on this day for this choice.');
    await user.selectOptions(select, 'All');
    expect(screen.getByRole('table')).toHaveTextContent('Breath work');
  });

  it('filters a conference programme by track with its own column names', async () => {
    const user = userEvent.setup();
    render(
      <Timetable
        variant="lined"
        filterBy="track"
        columns={{ title: 'Session', person: 'Speaker', room: 'Stage' }}
        days={[
          {
            id: 'd1',
            label: 'Day 1',
            entries: [
              {
                id: 'a',
                start: '10:00',
                title: 'Opening',
                person: 'Ravi Sen',
                room: 'Main',
                track: 'Plenary',
              },
              {
                id: 'b',
                start: '11:00',
                title: 'Queues at scale',
                person: 'Lu Ming',
                room: 'Hall 2',
                track: 'Systems',
              },
            ],
          },
        ]}
      />,
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Speaker' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Track'), 'Systems');
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['11:00', 'Queues at scaleSystems', 'Lu Ming', 'Hall 2'],
    ]);
  });
});
