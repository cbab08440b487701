import { translateProblem } from '@contrail/contracts/i18n/problems';
import { englishProblems } from '@contrail/contracts/i18n/problems-table';
import { problemsAr } from '@contrail/contracts/i18n/problems.ar';
import { problemsDe } from '@contrail/contracts/i18n/problems.de';
import { bookingMessages, messages } from '@contrail/contracts';
import { restaurantVenue } from '@contrail/contracts/venues/restaurant';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LiveBookingForm } from '~/components/sections/booking-form/booking-form-live.tsx';
import { MenuList } from '~/components/sections/menu-list/menu-list.tsx';
import { OpeningHours } from '~/components/sections/opening-hours/opening-hours.tsx';
import * as english from '~/content/home/restaurant.ts';
import * as arabic from '~/content/home/restaurant.ar.ts';
import * as german from '~/content/home/restaurant.de.ts';
import { findRoute } from '~/site-map/index.ts';
import { I18nProvider } from './i18n-context.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { alternatesOf, basePath, localeOf, localizedPath, localizedPaths } from './locales.ts';
import { ar } from './messages.ar.ts';
import { de } from './messages.de.ts';
import { restaurantAr } from './messages.restaurant.ar.ts';
import { restaurantDe } from './messages.restaurant.de.ts';
import { sectionsAr } from './messages.sections.ar.ts';
import { sectionsDe } from './messages.sections.de.ts';
import { en, type ShellMessages } from './messages.ts';
import { weekdayNames } from './format.ts';

describe('locales', () => {
  it('reads the language from the address and writes a page’s address in each', () => {
    expect(localeOf('/de/home-restaurant')).toBe('de');
    expect(localeOf('/ar/home-restaurant')).toBe('ar');
    expect(localeOf('/home-restaurant')).toBe('en');
    expect(localeOf('/details/x')).toBe('en');
    expect(basePath('/ar/home-restaurant')).toBe('/home-restaurant');
    expect(localizedPath('/de/home-restaurant', 'ar')).toBe('/ar/home-restaurant');
    expect(localizedPath('/ar/home-restaurant', 'en')).toBe('/home-restaurant');
  });

  it('gives a translated page its alternates and an English-only page none', () => {
    expect(alternatesOf('/de/home-restaurant/')).toEqual([
      { locale: 'en', path: '/home-restaurant' },
      { locale: 'de', path: '/de/home-restaurant' },
      { locale: 'ar', path: '/ar/home-restaurant' },
    ]);
    expect(alternatesOf('/home-startup-nope')).toEqual([]);
  });

  it('registers every translated address in the site map, titled in its language', () => {
    for (const path of localizedPaths()) expect(findRoute(path)?.path).toBe(path);
    expect(findRoute('/de/home-restaurant')?.title).toBe('Restaurant Aurelia');
    expect(findRoute('/ar/home-restaurant')?.title).toBe('مطعم أوريليا');
  });
});

describe('validation messages', () => {
  it('translates the spec’s messages and the booking rules’ into German and Arabic', () => {
    expect(translateProblem(problemsDe, messages.required)).toBe('Dieses Feld ist erforderlich.');
    expect(translateProblem(problemsDe, messages.invalidEmail)).toBe('Ungültige E-Mail-Adresse.');
    expect(translateProblem(problemsAr, messages.required)).toBe('هذا الحقل مطلوب.');
    expect(translateProblem(problemsAr, messages.invalidEmail)).toBe('البريد الإلكتروني غير صالح.');
    expect(translateProblem(problemsDe, bookingMessages.closedDay('mon'))).toBe(
      'Montags geschlossen: Bitte einen anderen Tag wählen.',
    );
    expect(translateProblem(problemsAr, bookingMessages.count(1, 8))).toBe('من 1 إلى 8.');
    expect(translateProblem(undefined, messages.required)).toBe(messages.required);
  });

  it('has every English message in each table', () => {
    const { required, invalidEmail, ...rules } = englishProblems;
    expect({ required, invalidEmail }).toEqual({
      required: messages.required,
      invalidEmail: messages.invalidEmail,
    });
    for (const [key, text] of Object.entries(rules))
      expect(text, key).toBe(bookingMessages[key as keyof typeof rules]);
    for (const table of [problemsDe, problemsAr])
      expect(Object.keys(table.exact).sort()).toEqual(Object.values(englishProblems).sort());
  });
});

describe('restaurant content', () => {
  const shape = (content: typeof english) =>
    content.menu.map((course) => [course.id, course.dishes.map((d) => [d.id, d.priceCents])]);
  it('has the same courses, dishes and prices in every language, in other words', () => {
    for (const content of [german, arabic]) {
      expect(shape(content)).toEqual(shape(english));
      expect(content.menu[0]?.dishes[0]?.name).not.toBe(english.menu[0]?.dishes[0]?.name);
      expect(content.hero.title).not.toBe(english.hero.title);
    }
  });
});

const inLanguage = (messages: ShellMessages, ui: React.ReactNode, path = '/home-restaurant') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <I18nProvider messages={messages}>{ui}</I18nProvider>
    </MemoryRouter>,
  );

// What the translated restaurant pages hand to I18nProvider (pages/home/home-restaurant.de.tsx, .ar.tsx).
const restaurantPageDe = { ...de, ...sectionsDe, ...restaurantDe };
const restaurantPageAr = { ...ar, ...sectionsAr, ...restaurantAr };

describe('shared sections in a language', () => {
  it('leave the restaurant’s sections out of the shell’s catalogue, so /de/parts does not carry them', () => {
    for (const shell of [de, ar]) {
      expect(shell).not.toHaveProperty('booking');
      expect(shell).not.toHaveProperty('openingHours');
      expect(shell).not.toHaveProperty('menu');
    }
    expect(restaurantPageDe.booking.buttons?.table).toBe('Tisch reservieren');
  });

  it('leave the carousels’, maps’, sections’ and 404 page’s texts to the pages that show them', () => {
    for (const shell of [de, ar])
      for (const key of ['carousel', 'rated', 'map', 'sections', 'notFound', 'notFoundTitle'])
        expect(shell).not.toHaveProperty(key);
    expect(en).not.toHaveProperty('carousel');
    expect(restaurantPageAr.carousel.next).toBe('الشريحة التالية');
    expect(restaurantPageDe.map.directions).toBe('Route planen');
  });

  it('formats the menu’s prices and tags for the page’s language', () => {
    inLanguage(
      restaurantPageDe,
      <MenuList courses={german.menu} currency={german.currency} locale={german.locale} />,
    );
    expect(screen.getByText('16,50 £')).toBeInTheDocument();
    expect(screen.getAllByText('Vegetarisch').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Zum Auftakt' })).toBeInTheDocument();
  });

  it('names the weekdays with Intl and says the opening hours in Arabic', () => {
    expect(weekdayNames('de-DE').mon).toBe('Montag');
    inLanguage(
      restaurantPageAr,
      <OpeningHours {...arabic.hours} now={() => new Date('2026-11-26T12:00:00Z')} />,
    );
    expect(screen.getByText(weekdayNames('ar').mon)).toBeInTheDocument();
    expect(screen.getAllByText('مغلق').length).toBeGreaterThan(0);
  });

  it('labels the booking form and shows its validation messages in German', async () => {
    const user = userEvent.setup();
    inLanguage(restaurantPageDe, <LiveBookingForm venue={restaurantVenue} />);
    const form = screen.getByRole('form', { name: 'Tischreservierung' });
    expect(within(form).getByLabelText(/^Personen/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Tisch reservieren' }));
    expect(await within(form).findAllByText('Dieses Feld ist erforderlich.')).not.toHaveLength(0);
    await user.type(within(form).getByLabelText(/^E-Mail-Adresse/), 'nicht-gültig');
    await user.tab();
    expect(await within(form).findByText('Ungültige E-Mail-Adresse.')).toBeInTheDocument();
  });

  it('keeps English where no language is given', () => {
    render(
      <MemoryRouter>
        <LiveBookingForm venue={restaurantVenue} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Book a table' })).toBeInTheDocument();
    expect(en.locale).toBe('en');
  });
});

describe('LanguageSwitch', () => {
  it('links the page in each language, the current one marked, the hash kept', () => {
    inLanguage(ar, <LanguageSwitch />, '/ar/home-restaurant#book');
    const nav = screen.getByRole('navigation', { name: 'اللغة' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/home-restaurant#book',
      '/de/home-restaurant#book',
      '/ar/home-restaurant#book',
    ]);
    expect(within(nav).getByRole('link', { name: 'Deutsch' })).toHaveAttribute('hreflang', 'de');
    expect(within(nav).getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is absent from a page in English only', () => {
    inLanguage(en, <LanguageSwitch />, '/home-consulting');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
