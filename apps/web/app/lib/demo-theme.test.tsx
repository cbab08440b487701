import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { statusColours, type DemoTheme } from './demo-theme.ts';

const night: DemoTheme = {
  name: 'night-test',
  brand: '#f59e0b',
  brandStrong: '#d97706',
  brandSoft: '#2a2418',
  accent: '#38bdf8',
  ink: '#f4f4f5',
  muted: '#a1a1aa',
  surface: '#17171b',
  surfaceAlt: '#1f1f24',
  card: '#232329',
  line: '#2e2e35',
  inverse: '#0b0b0d',
  onBrand: '#111111',
  radius: '0.25rem',
  scheme: 'dark',
  displayFamily: "'Syne Variable', sans-serif",
  bodyFamily: "'Inter Variable', sans-serif",
  headingCase: 'uppercase',
  headingTracking: '-0.02em',
};

describe('DemoTheme on PageLayout', () => {
  it('puts the theme on the page wrapper as the tokens app.css reads', () => {
    const { container } = render(
      <MemoryRouter>
        <ShellProvider>
          <PageLayout theme={night} header={false} footer={false}>
            <p>Body</p>
          </PageLayout>
        </ShellProvider>
      </MemoryRouter>,
    );
    const wrapper = container.querySelector<HTMLElement>('[data-theme="night-test"]');
    expect(wrapper).not.toBeNull();
    expect(wrapper!.style.getPropertyValue('--brand')).toBe('#f59e0b');
    expect(wrapper!.style.getPropertyValue('--card')).toBe('#232329');
    expect(wrapper!.style.getPropertyValue('--display-family')).toBe("'Syne Variable', sans-serif");
    expect(wrapper!.style.colorScheme).toBe('dark');
    // A dark theme's form errors and confirmations are light (issue 22: no per-page flag).
    expect(wrapper!.style.getPropertyValue('--danger')).toBe(statusColours.dark.danger);
    expect(wrapper!.style.getPropertyValue('--success')).toBe(statusColours.dark.success);
  });
});
