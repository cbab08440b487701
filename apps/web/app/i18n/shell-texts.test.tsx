import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LayoutFooter } from '~/components/layout/layout-footer.tsx';
import { MenuTree } from '~/components/sections/header/menu-tree.tsx';
import * as english from '~/content/home/startup.lower.ts';
import * as arabic from '~/content/home/startup.lower.ar.ts';
import * as german from '~/content/home/startup.lower.de.ts';
import { footerColumns } from '~/content/footer.ts';
import { StartupLower } from '~/pages/home/startup-lower.tsx';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { I18nProvider } from './i18n-context.tsx';
import { ar } from './messages.ar.ts';
import { de } from './messages.de.ts';
import { sectionsDe } from './messages.sections.de.ts';
import type { ShellMessages } from './messages.ts';

// Issue 41 §2: the shell's menus and footer and the startup demo's sections in German and Arabic.

const inLanguage = (messages: ShellMessages, ui: ReactNode, path = '/de/home-startup') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellProvider>
        <I18nProvider messages={messages}>{ui}</I18nProvider>
      </ShellProvider>
    </MemoryRouter>,
  );

describe('the shell in German and Arabic', () => {
  it('has every footer link’s label in each language', () => {
    const labels = Object.values(footerColumns).flatMap((column) =>
      column.links.map((link) => link.label),
    );
    for (const messages of [de, ar])
      expect(labels.filter((label) => !messages.footer?.links[label])).toEqual([]);
  });

  it('names the menu’s entries and columns in German, its page titles marked English', async () => {
    inLanguage(de, <MenuTree />);
    const menu = screen.getByRole('navigation', { name: 'Menü' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Seiten' }));
    expect(within(menu).getByText('Rechtliches')).toBeVisible();
    const legal = within(menu).getByRole('list', { name: 'Rechtliches' });
    expect(legal).toHaveAttribute('lang', 'en');
    expect(within(menu).getByRole('link', { name: 'Flugzeugteile' })).toHaveAttribute(
      'href',
      '/parts',
    );
  });

  it('writes the footer’s columns, links and legal line in Arabic', async () => {
    inLanguage(ar, <LayoutFooter />, '/ar/home-startup');
    const company = await screen.findByRole('navigation', { name: 'الشركة' });
    expect(within(company).getByRole('link', { name: 'من نحن' })).toHaveAttribute('hreflang', 'en');
    expect(screen.getByText(/جميع الحقوق محفوظة/)).toBeInTheDocument();
    expect(screen.queryByText(/All rights reserved/)).toBeNull();
  });
});

describe('the startup demo in German and Arabic', () => {
  it('has the same sections, figures, plans and posts as the English, in other words', () => {
    for (const content of [german, arabic]) {
      expect(content.stats.map((s) => [s.value, s.suffix, s.icon])).toEqual(
        english.stats.map((s) => [s.value, s.suffix, s.icon]),
      );
      expect(content.slides.map((s) => [s.img.src, s.btnLink])).toEqual(
        english.slides.map((s) => [s.img.src, s.btnLink]),
      );
      expect(content.serviceItems.map((s) => s.icon)).toEqual(
        english.serviceItems.map((s) => s.icon),
      );
      expect(content.process).toHaveLength(english.process.length);
      expect(content.posts.map((p) => [p.id, p.img.src, p.author, p.likes])).toEqual(
        english.posts.map((p) => [p.id, p.img.src, p.author, p.likes]),
      );
      for (const [index, set] of content.pricing.entries())
        expect(set.plans.map((p) => [p.icon, p.popular, p.term, p.buttonLink])).toEqual(
          english.pricing[index]?.plans.map((p) => [p.icon, p.popular, p.term, p.buttonLink]),
        );
    }
  });

  it('prices, dates and units by Intl for the language', () => {
    expect(german.pricing[0]?.plans.map((p) => p.price.replace(/\s/g, ' '))).toEqual([
      '9,99 €',
      '19,99 €',
      '29,99 €',
    ]);
    expect(german.pricing[0]?.plans[0]?.plans[1]?.replace(/\s/g, ' ')).toBe('2 GB Upload');
    expect(german.posts[0]?.date).toBe('12. März 2026');
    expect(arabic.pricing[0]?.plans[0]?.price).toMatch(/9\.99/);
    expect(arabic.pricing[0]?.plans[0]?.plans[2]?.replace(/\s/g, ' ')).toBe(
      'مساحة تخزين 20 غيغابايت',
    );
    expect(arabic.posts[0]?.date).toBe('12 مارس 2026');
  });

  it('renders its sections’ own words in German: slider, steps, pricing, newsletter', async () => {
    // What /de/home-startup hands to I18nProvider (pages/home/home-startup.de.tsx).
    inLanguage({ ...de, ...sectionsDe }, <StartupLower content={german} />);
    // The newsletter form is a part of its own: the sections show once its chunk is in.
    expect(
      await screen.findByRole('button', { name: 'Nächste Folie' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zu Folie 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('region', { name: german.bannerHeading.title })).toHaveAttribute(
      'aria-roledescription',
      'Karussell',
    );
    expect(screen.getByRole('heading', { name: 'Schritt 1: Verstehen' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Abrechnungszeitraum' })).toBeInTheDocument();
    expect(screen.getAllByText('pro Monat')).toHaveLength(3);
    expect(screen.getAllByText('Beliebt').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Jetzt starten: Paket Standard' })).toBeInTheDocument();
    expect(screen.getAllByText('Kommentare').length).toBe(german.posts.length);
    const newsletter = screen.getByRole('form', { name: german.cta.title });
    expect(within(newsletter).getByLabelText('E-Mail-Adresse')).toHaveAttribute(
      'placeholder',
      'Ihre E-Mail-Adresse',
    );
    await userEvent.click(within(newsletter).getByRole('button', { name: 'Jetzt abonnieren' }));
    expect(await within(newsletter).findByText('Dieses Feld ist erforderlich.')).toBeVisible();
  });
});
