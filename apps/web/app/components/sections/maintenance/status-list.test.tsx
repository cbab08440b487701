import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MaintenanceNotice, type MaintenanceData } from './maintenance-notice.tsx';
import { StatusList, type ServiceStatus } from './status-list.tsx';

const statuses: readonly ServiceStatus[] = [
  { name: 'Parts search', state: 'maintenance', note: 'Moving servers.' },
  { name: 'Inquiries', state: 'degraded', note: 'Send them by e-mail.' },
  { name: 'Phone line', state: 'operational', note: 'Open as usual.' },
];

describe('StatusList', () => {
  it('names each service with its note and its state in words', () => {
    render(<StatusList items={statuses} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Parts searchMoving servers.In maintenance',
      'InquiriesSend them by e-mail.Limited',
      'Phone lineOpen as usual.Operational',
    ]);
  });
});

describe('MaintenanceNotice', () => {
  const data: MaintenanceData = {
    eyebrow: 'Planned maintenance',
    title: 'We are servicing the site',
    lead: 'Back soon.',
    backAt: { iso: '2026-11-26T06:00:00Z', text: 'Thursday, 06:00 UTC' },
    statusTitle: 'What works right now',
    statuses,
    contact: { text: 'Write to', email: 'parts@contrail.example' },
    image: {
      src: '/artwork/aircraft-601-960x1200.svg',
      alt: 'An aircraft',
      width: 960,
      height: 1200,
    },
  };

  it('shows the h1, when the site is back, the status list under its heading and whom to write to', () => {
    render(
      <MemoryRouter>
        <MaintenanceNotice data={data} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'We are servicing the site',
    );
    expect(screen.getByText('Thursday, 06:00 UTC')).toHaveAttribute(
      'datetime',
      '2026-11-26T06:00:00Z',
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'What works right now' });
    const list = heading.nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Operational')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'parts@contrail.example' })).toHaveAttribute(
      'href',
      'mailto:parts@contrail.example',
    );
  });
});
