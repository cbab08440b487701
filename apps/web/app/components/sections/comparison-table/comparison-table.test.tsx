import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComparisonTable, type ComparisonData } from './comparison-table.tsx';

const data: ComparisonData = {
  caption: 'What each plan includes',
  columns: ['Basic', 'Standard'],
  highlight: 1,
  groups: [
    {
      title: 'Hosting',
      rows: [
        { feature: 'Storage', values: ['20 GB', '40 GB'] },
        { feature: 'Daily backups', values: [false, true] },
      ],
    },
  ],
};

describe('ComparisonTable', () => {
  it('is a captioned table with column, group and row headers', () => {
    render(<ComparisonTable data={data} heading={{ title: 'Compare plans' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Compare plans' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'What each plan includes' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((th) => th.textContent)).toEqual(['Feature', 'Basic', 'Standard']);
    for (const th of columns) expect(th).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: 'Storage' })).toHaveAttribute(
      'scope',
      'row',
    );
    expect(within(table).getByText('Hosting')).toHaveAttribute('scope', 'rowgroup');
  });

  it('reads yes/no cells as Included / Not included and shows text cells as they are', () => {
    render(<ComparisonTable data={data} />);
    const backups = screen.getByRole('rowheader', { name: 'Daily backups' }).closest('tr');
    const cells = within(backups as HTMLElement).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual(['Not included', 'Included']);
    const storage = screen.getByRole('rowheader', { name: 'Storage' }).closest('tr');
    expect(within(storage as HTMLElement).getByText('40 GB')).toBeInTheDocument();
  });

  it('scrolls inside a named region that keyboard users can reach', () => {
    render(<ComparisonTable data={data} />);
    const region = screen.getByRole('region', { name: 'What each plan includes' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});
