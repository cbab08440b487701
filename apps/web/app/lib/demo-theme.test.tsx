import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { inScheme, schemesOf, statusColours, type DemoTheme } from './demo-theme.ts';

const night: DemoTheme = {
  name: 'night-test',
  designed: 'dark',
  light: {
    brand: '#92400e',
    brandStrong: '#78350f',
    brandSoft: '#fdf3e1',
    accent: '#0369a1',
    ink: '#18181b',
    muted: '#52525b',
    surface: '#fafaf9',
    surfaceAlt: '#f4f4f5',
    card: '#ffffff',
    line: '#e4e4e7',
    inverse: '#0b0b0d',
    onBrand: '#ffffff',
  },
  dark: {
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
  },
  radius: '0.25rem',
  displayFamily: "'Syne Variable', sans-serif",
  bodyFamily: "'Inter Variable', sans-serif",
  headingCase: 'uppercase',
  headingTracking: '-0.02em',
};

function wrapperOf(theme: DemoTheme): HTMLElement {
  const { container } = render(
    <MemoryRouter>
      <ShellProvider>
        <PageLayout theme={theme} header={false} footer={false}>
          <p>Body</p>
        </PageLayout>
      </ShellProvider>
    </MemoryRouter>,
  );
  const wrapper = container.querySelector<HTMLElement>(`[data-theme="${theme.name}"]`);
  expect(wrapper).not.toBeNull();
  return wrapper!;
}

describe('DemoTheme on PageLayout', () => {
  it('puts both schemes on the page wrapper as the tokens app.css reads, the root’s scheme picking one', () => {
    const wrapper = wrapperOf(night);
    expect(wrapper.style.getPropertyValue('--brand')).toBe('light-dark(#92400e, #f59e0b)');
    expect(wrapper.style.getPropertyValue('--card')).toBe('light-dark(#ffffff, #232329)');
    // The same colour in both schemes is written once.
    expect(wrapper.style.getPropertyValue('--inverse')).toBe('#0b0b0d');
    expect(wrapper.style.getPropertyValue('--display-family')).toBe("'Syne Variable', sans-serif");
    // The visitor's scheme, not the theme's, decides (the root's color-scheme).
    expect(wrapper.style.colorScheme).toBe('');
    // Form errors and confirmations follow the scheme: deep on light, light on dark (issue 22 and 40).
    expect(wrapper.style.getPropertyValue('--danger')).toBe(
      `light-dark(${statusColours.light.danger}, ${statusColours.dark.danger})`,
    );
    expect(wrapper.style.getPropertyValue('--success')).toBe(
      `light-dark(${statusColours.light.success}, ${statusColours.dark.success})`,
    );
  });

  it('shows a one-scheme theme in that scheme only, whatever the visitor chose', () => {
    const darkOnly: DemoTheme = {
      ...night,
      name: 'night-only',
      only: { scheme: 'dark', reason: 'test' },
    };
    const wrapper = wrapperOf(darkOnly);
    expect(wrapper.style.getPropertyValue('--brand')).toBe('#f59e0b');
    expect(wrapper.style.colorScheme).toBe('dark');
    expect(wrapper.style.getPropertyValue('--danger')).toBe(statusColours.dark.danger);
    expect(schemesOf(darkOnly)).toEqual(['dark']);
    expect(schemesOf(night)).toEqual(['light', 'dark']);
  });

  it('gives a scheme’s colours flat, with its message colours', () => {
    expect(inScheme(night, 'light')).toMatchObject({
      name: 'night-test (light)',
      scheme: 'light',
      brand: '#92400e',
      danger: statusColours.light.danger,
    });
    expect(inScheme({ ...night, dark: { ...night.dark, danger: '#ff8888' } }, 'dark').danger).toBe(
      '#ff8888',
    );
  });
});
