import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickActiveSection, useScrollspy } from './use-scrollspy.ts';

describe('scrollspy rule', () => {
  const order = ['home', 'about', 'contact'];
  it('picks the first crossing section in page order', () => {
    expect(pickActiveSection(null, new Set(['contact', 'about']), order)).toBe('about');
  });
  it('keeps the current section when none crosses the reading line', () => {
    expect(pickActiveSection('about', new Set(), order)).toBe('about');
  });
});

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
let observerCallback: Callback = () => undefined;

function Probe() {
  const active = useScrollspy(['home', 'about']);
  return (
    <>
      <section id="home" />
      <section id="about" />
      <p>active: {active ?? 'none'}</p>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useScrollspy', () => {
  it('follows the sections the IntersectionObserver reports', () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          observerCallback = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Probe />);
    const el = (id: string) => document.getElementById(id) as Element;
    act(() => observerCallback([{ isIntersecting: true, target: el('home') }]));
    expect(screen.getByText('active: home')).toBeInTheDocument();
    act(() =>
      observerCallback([
        { isIntersecting: false, target: el('home') },
        { isIntersecting: true, target: el('about') },
      ]),
    );
    expect(screen.getByText('active: about')).toBeInTheDocument();
  });
});
