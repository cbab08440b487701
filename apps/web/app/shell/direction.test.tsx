import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectionSwitch } from '~/components/sections/header/header-actions.tsx';
import { TabSet } from '~/components/ui/tab-set.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { directionKey, directionScript, lineKey, useDocumentDirection } from './direction.ts';

/** Runs the inline <head> script as the browser does while parsing a page at `address`. */
function loadPageAt(address: string) {
  window.history.replaceState(null, '', address);
  document.documentElement.removeAttribute('dir');
  new Function(directionScript)();
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('dir');
  window.history.replaceState(null, '', '/');
});

describe('the ?dir=rtl preview', () => {
  it('mirrors the page before the first paint and keeps the choice for the tab', () => {
    loadPageAt('/home-startup?dir=rtl');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    // Another page of the tab, without the parameter (a link or a reload), stays mirrored.
    loadPageAt('/parts');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(sessionStorage.getItem(directionKey)).toBe('rtl');
  });

  it('?dir=ltr takes it back; a page without either is left as prerendered', () => {
    loadPageAt('/blog?dir=rtl');
    loadPageAt('/blog?dir=ltr');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    loadPageAt('/shop');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });

  it('ignores any other value', () => {
    loadPageAt('/?dir=sideways');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
  });
});

describe('arrow keys follow the reading direction', () => {
  it('swaps ArrowLeft and ArrowRight in a right-to-left line only', () => {
    const element = document.createElement('div');
    document.body.append(element);
    expect(lineKey('ArrowRight', element)).toBe('ArrowRight');
    document.documentElement.setAttribute('dir', 'rtl');
    element.style.direction = 'rtl';
    expect(lineKey('ArrowRight', element)).toBe('ArrowLeft');
    expect(lineKey('ArrowLeft', element)).toBe('ArrowRight');
    expect(lineKey('ArrowDown', element)).toBe('ArrowDown');
    element.remove();
  });

  it('moves to the next tab with ArrowLeft in a right-to-left page', () => {
    render(
      <div style={{ direction: 'rtl' }}>
        <TabSet
          label="Plans"
          items={[
            { id: 'a', label: 'Monthly' },
            { id: 'b', label: 'Yearly' },
          ]}
          renderPanel={(item) => <p>{item.label} prices</p>}
        />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Monthly' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Yearly' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the direction switch', () => {
  function Probe() {
    return <output>{useDocumentDirection()}</output>;
  }

  it('links to the same page in the other direction and follows <html dir>', async () => {
    render(
      <MemoryRouter initialEntries={['/home-restaurant?menu=dinner#book']}>
        <DirectionSwitch tone="default" />
        <Probe />
      </MemoryRouter>,
    );
    const toRtl = screen.getByRole('link', { name: 'Preview the page right to left' });
    expect(toRtl).toHaveAttribute('href', '/home-restaurant?menu=dinner&dir=rtl#book');
    expect(screen.getByRole('status')).toHaveTextContent('ltr');
    await act(async () => {
      document.documentElement.setAttribute('dir', 'rtl');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('status')).toHaveTextContent('rtl');
    expect(screen.getByRole('link', { name: 'Show the page left to right' })).toHaveAttribute(
      'href',
      '/home-restaurant?menu=dinner&dir=ltr#book',
    );
  });
});

describe('directional icons', () => {
  it('mirror in a right-to-left page; the others do not', () => {
    const { container } = render(
      <>
        <Icon name="arrow-right" />
        <Icon name="chevron-left" />
        <Icon name="search" />
      </>,
    );
    const classes = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('class'));
    expect(classes.map((value) => value?.includes('rtl:-scale-x-100'))).toEqual([
      true,
      true,
      false,
    ]);
  });
});
