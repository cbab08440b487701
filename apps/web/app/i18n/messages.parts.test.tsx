import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartsText } from '~/features/parts/components/test-render.tsx';
import { QtyStepper } from '~/features/parts/components/qty-stepper.tsx';
import { formatPrice } from '~/features/parts/components/format.ts';
import { cartStore } from '~/features/shop/cart-store.ts';
import { CartView } from '~/features/shop/components/cart-view.tsx';
import { I18nProvider } from './i18n-context.tsx';
import { loadPartsPanelText, usePartsPanelText } from './parts-panel-text.ts';
import { de } from './messages.de.ts';
import { ar } from './messages.ar.ts';
import { partsAr } from './messages.parts.ar.ts';
import { partsDe } from './messages.parts.de.ts';
import { partsEn } from './messages.parts.ts';
import { shopAr } from './messages.shop.ar.ts';
import { shopDe } from './messages.shop.de.ts';

// Issue 41 §2: the parts catalogue's and the shop cart's texts in German and Arabic, with counts and prices
// written the language's way.

// What the parts pages' route modules hand to I18nProvider as `partsPanel` (pages/parts/parts-page*.tsx).
const panelEn = () => import('./messages.parts-panel.ts').then((m) => m.partsPanelEn);
const panelDe = () => import('./messages.parts-panel.de.ts').then((m) => m.partsPanelDe);
const panelAr = () => import('./messages.parts-panel.ar.ts').then((m) => m.partsPanelAr);

describe('the parts catalogues', () => {
  it('load the panel’s texts apart from the page’s, in the page’s language', async () => {
    for (const [parts, panel, partNumber] of [
      [partsEn, panelEn, 'Part number'],
      [partsDe, panelDe, 'Teilenummer'],
      [partsAr, panelAr, 'رقم القطعة'],
    ] as const) {
      // Not in the page's catalogue: /parts opens with no table to show.
      expect(parts).not.toHaveProperty('table');
      const text = await loadPartsPanelText(parts, panel);
      expect(text.table.partNumber).toBe(partNumber);
      expect(text.hero).toBe(parts.hero);
    }
  });

  it('show a panel’s words once its texts are in, in the page’s language', async () => {
    function Caption() {
      return <p>{usePartsPanelText().panel.noParts}</p>;
    }
    // A catalogue of its own: its panel texts are not loaded yet (a suspending render is awaited in act).
    await act(async () => {
      render(
        <I18nProvider messages={{ ...ar, parts: { ...partsAr }, partsPanel: panelAr }}>
          <Suspense fallback={<p>…</p>}>
            <Caption />
          </Suspense>
        </I18nProvider>,
      );
    });
    expect(await screen.findByText('لا توجد قطع مدرجة لهذه المجموعة.')).toBeInTheDocument();
  });

  it('count the Arabic way: own forms for one and two, the plural to ten, the singular beyond', () => {
    expect([0, 1, 2, 3, 10, 11, 100, 1250].map((n) => partsAr.count.parts(n))).toEqual([
      '0 قطعة',
      'قطعة واحدة',
      'قطعتان',
      '3 قطع',
      '10 قطع',
      '11 قطعة',
      '100 قطعة',
      '1,250 قطعة',
    ]);
    expect(partsAr.cart.summary(2, 5)).toBe('بندان، 5 وحدات');
    expect(partsDe.count.parts(1250)).toBe('1.250 Teile');
    expect(partsDe.cart.summary(1, 1)).toBe('1 Position, 1 Stück');
    expect(partsEn.count.parts(1)).toBe('1 part');
  });

  it('write US dollar prices the language way, and say "on request" in it', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u200f\u061c]/g, ' ');
    expect(formatPrice(123456, partsEn)).toBe('$1,234.56');
    expect(plain(formatPrice(123456, partsDe))).toBe('1.234,56 $');
    expect(plain(formatPrice(123456, partsAr))).toMatch(/1,234\.56/);
    expect(formatPrice(null, partsDe)).toBe('Auf Anfrage');
    expect(formatPrice(null, partsAr)).toBe('بعرض سعر');
  });

  it.each([
    [
      partsDe,
      'Höchstens 9999 je Position: auf 9999 gesetzt.',
      'Nur ganze Stückzahlen: auf 2 gesetzt.',
      'Menge erhöhen',
    ],
    [
      partsAr,
      'الحد الأقصى 9999 لكل بند: ضُبطت الكمية على 9999.',
      'الكميات بأعداد صحيحة فقط: ضُبطت الكمية على 2.',
      'زيادة الكمية',
    ],
  ])(
    'the quantity field says what became of a typed quantity in the page language',
    async (parts, cap, whole, increase) => {
      const onChange = vi.fn();
      const label = parts === partsDe ? 'Menge' : 'الكمية';
      render(
        <PartsText parts={parts}>
          <QtyStepper value={3} onChange={onChange} label={label} />
        </PartsText>,
      );
      const input = screen.getByRole('spinbutton');
      await userEvent.clear(input);
      await userEvent.type(input, '120000{Enter}');
      expect(onChange).toHaveBeenLastCalledWith(9999);
      expect(input).toHaveAccessibleDescription(cap);
      await userEvent.clear(input);
      await userEvent.type(input, '2.5{Enter}');
      expect(input).toHaveAccessibleDescription(whole);
      expect(screen.getByRole('button', { name: increase })).toBeInTheDocument();
    },
  );
});

describe("the shop's cart in a translated page", () => {
  afterEach(() => {
    act(() => cartStore.clear());
    localStorage.clear();
  });

  it('speaks German or Arabic when the page provides its shop messages', () => {
    const { unmount } = render(
      <I18nProvider messages={{ ...de, shop: shopDe }}>
        <MemoryRouter>
          <CartView />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toBeInTheDocument();
    unmount();
    act(() =>
      cartStore.add({ productId: 'drift-vase', colour: 'sand', size: 'Small', quantity: 2 }),
    );
    render(
      <I18nProvider messages={{ ...ar, shop: shopAr }}>
        <MemoryRouter>
          <CartView />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByText('المجموع الفرعي')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تابع إلى الدفع' })).toBeInTheDocument();
    const input = screen.getByLabelText('رمز القسيمة');
    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'طبّق القسيمة' }));
    expect(screen.getByRole('alert')).toHaveTextContent('الرمز NOPE ليس رمز قسيمة صالحًا.');
  });
});
