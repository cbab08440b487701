import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heading, projects } from '~/content/home/vertical-portfolio.ts';
import { mockMotion } from '~/testing/mock-motion.ts';
import { announcementOf } from './showcase-data.ts';
import { Showcase, type ShowcaseVariant } from './showcase.tsx';
import { maxTilt, tiltAt } from './showcase-tilt.tsx';
import { wheelCooldownMs } from './use-slider-controls.ts';

const variants: readonly ShowcaseVariant[] = ['list', 'tilt', 'vertical', 'split'];

function renderShowcase(variant: ShowcaseVariant) {
  return render(
    <MemoryRouter>
      <Showcase variant={variant} heading={heading} projects={projects} />
    </MemoryRouter>,
  );
}

const announcer = (container: HTMLElement) =>
  container.querySelector('[data-showcase-announcer]') as HTMLElement;
const items = (container: HTMLElement) => [...container.querySelectorAll('ol > li')];
const activeIndex = (container: HTMLElement) =>
  items(container).findIndex((item) => item.hasAttribute('data-active'));

afterEach(() => vi.restoreAllMocks());

describe('Showcase: every variant', () => {
  it.each(variants)(
    '%s prerenders the plain list: the h1, every project as an h2 with its case-study link, nothing inert',
    (variant) => {
      const html = renderToString(
        <MemoryRouter>
          <Showcase variant={variant} heading={heading} projects={projects} />
        </MemoryRouter>,
      );
      const host = document.createElement('div');
      host.innerHTML = html;
      expect(host.querySelectorAll('h1')).toHaveLength(1);
      expect(host.querySelector('h1')?.textContent).toBe(heading.title);
      const titles = [...host.querySelectorAll('h2')].map((h) => h.textContent);
      for (const project of projects) {
        expect(titles.some((t) => t?.includes(project.title))).toBe(true);
        expect(host.querySelector(`a[href="${project.href}"]`)).not.toBeNull();
      }
      expect(host.querySelectorAll('[inert]')).toHaveLength(0);
      expect(host.querySelector('[aria-live="polite"]')?.textContent).toBe('');
    },
  );

  it.each(variants)(
    '%s does nothing under reduced motion: no inert slide, no announcement',
    (variant) => {
      mockMotion(false);
      const { container } = renderShowcase(variant);
      fireEvent.keyDown(container.querySelector('section') as HTMLElement, { key: 'ArrowDown' });
      const firstLink = container.querySelector('ol a') as HTMLElement;
      fireEvent.focus(firstLink);
      expect(container.querySelectorAll('[inert]')).toHaveLength(0);
      expect(announcer(container).textContent).toBe('');
    },
  );

  it('announces "Project n of N: title"', () => {
    expect(announcementOf(1, projects)).toBe(`Project 2 of 6: ${projects[1]?.title}`);
  });
});

describe('Showcase list', () => {
  it('focusing or pointing at a title makes its picture the background and announces it', async () => {
    mockMotion(true);
    const user = userEvent.setup();
    const { container } = renderShowcase('list');
    expect(activeIndex(container)).toBe(0);
    await user.tab();
    expect(announcer(container)).toHaveTextContent(`Project 1 of 6: ${projects[0]?.title}`);
    await user.tab();
    expect(document.activeElement?.textContent).toContain(projects[1]?.title);
    expect(activeIndex(container)).toBe(1);
    expect(announcer(container)).toHaveTextContent(`Project 2 of 6: ${projects[1]?.title}`);
    fireEvent.pointerEnter(items(container)[3] as HTMLElement);
    expect(activeIndex(container)).toBe(3);
    // Only the current picture is exposed; the others are hidden while they are faded out.
    const pictures = container.querySelectorAll('li > div[data-motion]');
    expect([...pictures].filter((p) => p.getAttribute('aria-hidden') !== 'true')).toHaveLength(1);
  });

  it('the arrow keys, Home and End move focus between the titles', async () => {
    mockMotion(true);
    const user = userEvent.setup();
    renderShowcase('list');
    const links = screen.getAllByRole('link');
    (links[0] as HTMLElement).focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(links[5]);
    await user.keyboard('{ArrowUp}{Home}');
    expect(document.activeElement).toBe(links[0]);
  });
});

describe('Showcase tilt', () => {
  it('tiltAt: the edges tilt by the maximum toward the pointer, the centre not at all', () => {
    const box = { left: 0, top: 0, width: 200, height: 100 } as DOMRect;
    expect(tiltAt(box, 100, 50)).toMatchObject({ '--rx': '0.00deg', '--ry': '0.00deg' });
    expect(tiltAt(box, 200, 0)).toMatchObject({
      '--ry': `${maxTilt.toFixed(2)}deg`,
      '--rx': `${maxTilt.toFixed(2)}deg`,
    });
    expect(tiltAt(box, -50, 100)['--ry']).toBe(`${(-maxTilt).toFixed(2)}deg`);
  });

  it('a mouse tilts the card, a touch does not, leaving resets it; focus announces the card', () => {
    mockMotion(true);
    const { container } = renderShowcase('tilt');
    const card = items(container)[2] as HTMLElement;
    fireEvent.pointerMove(card, { pointerType: 'touch', clientX: 5, clientY: 5 });
    expect(card.style.getPropertyValue('--rx')).toBe('');
    fireEvent.pointerMove(card, { pointerType: 'mouse', clientX: 5, clientY: 5 });
    expect(card.style.getPropertyValue('--rx')).not.toBe('');
    fireEvent.pointerLeave(card);
    expect(card.style.getPropertyValue('--rx')).toBe('');
    fireEvent.focus(within(card).getByRole('link'));
    expect(announcer(container)).toHaveTextContent(`Project 3 of 6: ${projects[2]?.title}`);
  });

  it('no tilt under reduced motion', () => {
    mockMotion(false);
    const { container } = renderShowcase('tilt');
    const card = items(container)[0] as HTMLElement;
    fireEvent.pointerMove(card, { pointerType: 'mouse', clientX: 5, clientY: 5 });
    expect(card.style.getPropertyValue('--rx')).toBe('');
  });
});

describe.each(['vertical', 'split'] as const)('Showcase %s slider', (variant) => {
  it('keys move one slide (Page and arrows), Home/End jump; the other slides are inert; the move is announced', () => {
    mockMotion(true);
    const { container } = renderShowcase(variant);
    const section = container.querySelector('section') as HTMLElement;
    expect(container.querySelectorAll('[inert]')).toHaveLength(5);
    fireEvent.keyDown(section, { key: 'ArrowDown' });
    expect(activeIndex(container)).toBe(1);
    expect(items(container)[1]).not.toHaveAttribute('inert');
    expect(items(container)[0]).toHaveAttribute('inert');
    expect(announcer(container)).toHaveTextContent(`Project 2 of 6: ${projects[1]?.title}`);
    fireEvent.keyDown(section, { key: 'PageDown' });
    fireEvent.keyDown(section, { key: 'ArrowRight' });
    expect(activeIndex(container)).toBe(3);
    fireEvent.keyDown(section, { key: 'PageUp' });
    expect(activeIndex(container)).toBe(2);
    fireEvent.keyDown(section, { key: 'End' });
    expect(activeIndex(container)).toBe(5);
    // Each slide's offset from the current one drives its position.
    expect((items(container)[0] as HTMLElement).style.getPropertyValue('--offset')).toBe('-5');
    fireEvent.keyDown(section, { key: 'Home' });
    expect(activeIndex(container)).toBe(0);
  });

  it('at either end a key is left to the page (not prevented)', () => {
    mockMotion(true);
    const { container } = renderShowcase(variant);
    const section = container.querySelector('section') as HTMLElement;
    expect(fireEvent.keyDown(section, { key: 'PageUp' })).toBe(true);
    fireEvent.keyDown(section, { key: 'End' });
    expect(fireEvent.keyDown(section, { key: 'PageDown' })).toBe(true);
    expect(activeIndex(container)).toBe(5);
  });

  it('a key pressed on a slide’s link takes focus to the new slide’s link', () => {
    mockMotion(true);
    const { container } = renderShowcase(variant);
    const link = container.querySelector('[data-slide="0"] a') as HTMLElement;
    link.focus();
    fireEvent.keyDown(link, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(container.querySelector('[data-slide="1"] a'));
  });

  it('the buttons move a slide; at the end the button is aria-disabled and stays put', async () => {
    mockMotion(true);
    const user = userEvent.setup();
    const { container } = renderShowcase(variant);
    const next = screen.getByRole('button', { name: 'Next project' });
    const previous = screen.getByRole('button', { name: 'Previous project' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 7; i++) await user.click(next);
    expect(activeIndex(container)).toBe(5);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(previous);
    expect(activeIndex(container)).toBe(4);
  });

  it('one wheel gesture moves one slide; a swipe moves one slide', () => {
    mockMotion(true);
    const { container } = renderShowcase(variant);
    const section = container.querySelector('section') as HTMLElement;
    const wheel = (deltaY: number, timeStamp: number) => {
      const event = new WheelEvent('wheel', { deltaY, cancelable: true, bubbles: true });
      Object.defineProperty(event, 'timeStamp', { value: timeStamp });
      act(() => void section.dispatchEvent(event));
      return event;
    };
    expect(wheel(120, 10_000).defaultPrevented).toBe(true);
    expect(activeIndex(container)).toBe(1);
    wheel(120, 10_100);
    expect(activeIndex(container)).toBe(1);
    wheel(120, 10_000 + wheelCooldownMs + 1);
    expect(activeIndex(container)).toBe(2);
    fireEvent.touchStart(section, { touches: [{ clientX: 100, clientY: 400 }] });
    fireEvent.touchEnd(section, { changedTouches: [{ clientX: 100, clientY: 200 }] });
    expect(activeIndex(container)).toBe(3);
    fireEvent.touchStart(section, { touches: [{ clientX: 100, clientY: 400 }] });
    fireEvent.touchEnd(section, { changedTouches: [{ clientX: 300, clientY: 410 }] });
    expect(activeIndex(container)).toBe(2);
  });
});
