import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { PageLayout } from './page-layout.tsx';

const renderLayout = (props: Partial<Parameters<typeof PageLayout>[0]>) =>
  render(
    <MemoryRouter>
      <ShellProvider>
        <PageLayout header={false} {...props}>
          <h1>Page</h1>
        </PageLayout>
      </ShellProvider>
    </MemoryRouter>,
  );

describe('PageLayout fixed footer', () => {
  it('marks the breakpoints at which the footer is fixed', async () => {
    const { container } = renderLayout({ fixedFooter: [1199, 767] });
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.fixedFooter).toBe('1199 767');
    // The footer's code is loaded on demand.
    await waitFor(() => expect(root.querySelector(':scope > footer.site-footer')).not.toBeNull(), {
      timeout: 10_000,
    });
    expect(root.querySelector(':scope > main')).not.toBeNull();
  });

  it('leaves the footer in the flow when no breakpoint is chosen', () => {
    const { container } = renderLayout({});
    expect((container.firstElementChild as HTMLElement).dataset.fixedFooter).toBeUndefined();
  });

  it('marks a left-menu header so the page moves beside it', () => {
    const { container } = renderLayout({ header: { layout: 'left-menu-modern' }, footer: false });
    expect((container.firstElementChild as HTMLElement).dataset.sideHeader).toBe(
      'left-menu-modern',
    );
  });
});
