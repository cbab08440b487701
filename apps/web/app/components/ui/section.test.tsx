import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isInverseTone, Section, SectionRoot } from './section.tsx';

describe('isInverseTone', () => {
  it('is true for the dark backgrounds (brand, dark) only', () => {
    expect(isInverseTone('dark')).toBe(true);
    expect(isInverseTone('brand')).toBe(true);
    expect(isInverseTone('alt')).toBe(false);
    expect(isInverseTone('default')).toBe(false);
    expect(isInverseTone(undefined)).toBe(false);
  });
});

describe('SectionRoot', () => {
  it('names the section by its id (anchor and data-section) and its label, and passes other attributes on', () => {
    expect(
      renderToStaticMarkup(
        <SectionRoot id="hero" label="Welcome" data-variant="split" className="bg-inverse">
          x
        </SectionRoot>,
      ),
    ).toBe(
      '<section id="hero" aria-label="Welcome" data-section="hero" data-variant="split" class="bg-inverse">x</section>',
    );
  });

  it('takes a data-section name where the section has no anchor, and a ref', () => {
    const ref = createRef<HTMLElement>();
    expect(renderToStaticMarkup(<SectionRoot name="cart" ref={ref} />)).toBe(
      '<section data-section="cart"></section>',
    );
  });
});

describe('Section', () => {
  it('renders the tone and spacing classes and a Container of the width', () => {
    expect(
      renderToStaticMarkup(
        <Section id="faq" tone="dark" spacing="sm" width="narrow" className="mt-4">
          x
        </Section>,
      ),
    ).toBe(
      '<section id="faq" data-section="faq" class="bg-inverse text-white status-on-dark py-12 mt-4"><div class="mx-auto w-full px-5 sm:px-8 max-w-3xl">x</div></section>',
    );
  });

  it('keeps the default tone with a page-specific padding, a name and extra attributes', () => {
    expect(
      renderToStaticMarkup(
        <Section
          name="product"
          label="Wing lamp"
          spacing="none"
          className="py-16 md:py-24"
          data-product="p1"
        >
          x
        </Section>,
      ),
    ).toBe(
      '<section aria-label="Wing lamp" data-section="product" data-product="p1" class="bg-surface text-ink py-16 md:py-24"><div class="mx-auto w-full px-5 sm:px-8 max-w-7xl">x</div></section>',
    );
  });
});
