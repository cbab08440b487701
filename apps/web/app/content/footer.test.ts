import { describe, expect, it } from 'vitest';
import { liveLinks } from '~/components/sections/footer/footer-parts.tsx';
import { routesInGroup } from '~/site-map/index.ts';
import { contactDetails } from './contact.ts';
import { footerColumns } from './footer.ts';
import { footerDemos } from './footer-demos.ts';
import { socialLinks } from './social.ts';

describe('footer content', () => {
  it('names every column by its own key', () => {
    for (const [key, column] of Object.entries(footerColumns)) expect(column.key).toBe(key);
  });

  it('links the resources column to registered pages', () => {
    expect(liveLinks(footerColumns.resources).map((l) => l.href)).toContain(
      '/headers/white-header',
    );
    expect(liveLinks(footerColumns.resources).map((l) => l.href)).toContain(
      '/footers/footer-style-01',
    );
  });

  it('has five social links and a tel: target for the phone number', () => {
    expect(socialLinks).toHaveLength(5);
    expect(contactDetails.phoneHref).toBe(`tel:${contactDetails.phone.replace(/[^+\d]/g, '')}`);
  });

  it('has a demo configuration for each of the twelve footer routes', () => {
    const paths = routesInGroup('footers').map((r) => r.path);
    expect(paths).toHaveLength(12);
    expect(Object.keys(footerDemos).sort()).toEqual([...paths].sort());
    const layouts = new Set(Object.values(footerDemos).map((d) => JSON.stringify(d.footer)));
    expect(layouts.size).toBe(12);
  });
});
