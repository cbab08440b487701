import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageTitle, type PageTitleProps } from './page-title.tsx';
import { mockMotion } from '~/testing/mock-motion.ts';

describe('PageTitle', () => {
  it('renders the h1 and a breadcrumb whose last crumb is the current page', () => {
    render(
      <MemoryRouter>
        <PageTitle
          title="Counters"
          align="left"
          tone="dark"
          breadcrumbs={[
            { label: 'Home', href: '/' },
            { label: 'Nowhere', href: '/not-registered' },
            { label: 'Counters', href: '/elements/counters' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Counters' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).queryByRole('link', { name: 'Nowhere' })).toBeNull();
    expect(within(nav).getByText('Counters')).toHaveAttribute('aria-current', 'page');
  });

  it('leaves out a crumb that names the current page before its own (the blog home on that page)', () => {
    render(
      <MemoryRouter>
        <PageTitle
          title="Blog grid"
          breadcrumbs={[
            { label: 'Home', href: '/' },
            { label: 'Blog', href: '/blogs/blog-grid' },
            { label: 'Blog grid', href: '/blogs/blog-grid' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Blog grid']);
  });
});

const crumbs = [
  { label: 'Home', href: '/' },
  { label: 'Page titles', href: '/page-title' },
  { label: 'Sample', href: '/page-title/sample' },
];

function renderTitle(props: Partial<PageTitleProps> = {}) {
  return render(
    <MemoryRouter>
      <PageTitle title="Sample" lead="A short lead." breadcrumbs={crumbs} {...props} />
    </MemoryRouter>,
  );
}

const section = (view: { container: HTMLElement }) =>
  view.container.querySelector('section') as HTMLElement;

/** A title with a background: the backdrop is a chunk of its own, drawn once it has arrived. */
async function renderWithBackdrop(props: Partial<PageTitleProps>) {
  const view = renderTitle(props);
  await waitFor(() =>
    expect(
      section(view).querySelector('[data-parallax-layer], [data-gallery-tiles], video'),
    ).not.toBeNull(),
  );
  return view;
}

describe('PageTitle variants', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['left', 'text-start', 'justify-start'],
    ['center', 'text-center', 'justify-center'],
    ['right', 'text-end', 'justify-end'],
  ] as const)('aligns heading, lead and breadcrumbs to the %s', (align, text, row) => {
    const view = renderTitle({ align });
    expect(section(view)).toHaveAttribute('data-align', align);
    const heading = screen.getByRole('heading', { level: 1, name: 'Sample' });
    expect(heading.parentElement).toHaveClass(text);
    expect(screen.getByText('A short lead.').parentElement).toBe(heading.parentElement);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('list')).toHaveClass(row);
  });

  it('keeps the old look by default: a centred band with the breadcrumbs inside it', () => {
    const view = renderTitle();
    const root = section(view);
    expect(root).toHaveAttribute('data-align', 'center');
    expect(root).toHaveAttribute('data-variant', 'band');
    expect(root).toHaveClass('bg-surface-alt', 'py-14');
    expect(root.querySelector('[data-breadcrumb-bar]')).toBeNull();
  });

  it('colourful tone paints the band with the brand gradient and white text', () => {
    const root = section(renderTitle({ tone: 'gradient' }));
    expect(root).toHaveClass('bg-linear-to-br', 'from-brand-strong', 'to-accent', 'text-white');
  });

  it('display size sets the h1 in very large type', () => {
    renderTitle({ size: 'display' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('xl:text-9xl');
  });

  it('separate breadcrumbs sit in a bar of their own below the title band', () => {
    const view = renderTitle({ tone: 'dark', breadcrumbsPlacement: 'bar' });
    const root = section(view);
    expect(root).toHaveAttribute('data-breadcrumbs', 'bar');
    const heading = screen.getByRole('heading', { level: 1 });
    const band = root.firstElementChild as HTMLElement;
    const bar = root.querySelector('[data-breadcrumb-bar]') as HTMLElement;
    expect(band).toContainElement(heading);
    expect(band).toHaveClass('bg-inverse');
    expect(band).not.toContainElement(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(bar).toContainElement(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    // The bar comes after the band, in the document and on screen.
    expect(band.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('mini version is one line: the h1 and the breadcrumbs, no eyebrow or lead', () => {
    const view = renderTitle({ variant: 'mini', eyebrow: 'Never shown' });
    const root = section(view);
    expect(root).toHaveAttribute('data-variant', 'mini');
    expect(root).toHaveClass('py-4');
    expect(screen.getByRole('heading', { level: 1, name: 'Sample' })).toHaveClass('text-xl');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.queryByText('A short lead.')).toBeNull();
    expect(screen.queryByText('Never shown')).toBeNull();
  });

  it('gallery background tiles decorative pictures behind a scrim, text in white', async () => {
    const images = [1, 2, 3, 4, 5, 6].map((n) => ({
      src: `/artwork/city-${n}-480x480.svg`,
      alt: '',
      width: 480,
      height: 480,
    }));
    const view = await renderWithBackdrop({
      background: { kind: 'gallery', images },
      tone: 'light',
    });
    const root = section(view);
    expect(root).toHaveAttribute('data-background', 'gallery');
    expect(root).toHaveClass('text-white');
    expect(root).not.toHaveClass('bg-surface');
    const tiles = root.querySelector('[data-gallery-tiles]') as HTMLElement;
    expect(tiles).toHaveAttribute('aria-hidden', 'true');
    expect(tiles.querySelectorAll('img')).toHaveLength(6);
    for (const img of tiles.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width', '480');
      expect(img).toHaveAttribute('alt', '');
    }
  });
});

describe('PageTitle parallax background', () => {
  afterEach(() => vi.restoreAllMocks());
  const background = {
    kind: 'parallax',
    image: { src: '/artwork/aircraft-1-1920x1200.svg', alt: '', width: 1920, height: 1200 },
    speed: 0.4,
  } as const;

  function scrolledBy(root: HTMLElement, passed: number) {
    vi.spyOn(root, 'getBoundingClientRect').mockReturnValue({ top: -passed } as DOMRect);
    vi.spyOn(root, 'offsetHeight', 'get').mockReturnValue(500);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  }

  it('moves the picture down at a fraction of the scroll when motion is allowed', async () => {
    mockMotion(true);
    // Frames run at once (returning 0: no frame left pending).
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 0;
    });
    const view = await renderWithBackdrop({ background });
    const root = section(view);
    const layer = root.querySelector('[data-parallax-layer]') as HTMLElement;
    scrolledBy(root, 200);
    expect(layer.style.transform).toBe('translate3d(0, 80.0px, 0)');
    // Never further than the band's own height.
    scrolledBy(root, 5000);
    expect(layer.style.transform).toBe('translate3d(0, 200.0px, 0)');
  });

  it('stays still under reduced motion (or below 768 px)', async () => {
    mockMotion(false);
    const view = await renderWithBackdrop({ background });
    const root = section(view);
    scrolledBy(root, 200);
    expect((root.querySelector('[data-parallax-layer]') as HTMLElement).style.transform).toBe('');
  });
});

describe('PageTitle background video', () => {
  afterEach(() => vi.restoreAllMocks());
  const background = {
    kind: 'video',
    src: '/media/contrail-loop.webm',
    poster: '/artwork/aircraft-1-1920x1080.svg',
    label: 'background video',
  } as const;

  it('plays a muted loop where motion is allowed; the button pauses and plays it again', async () => {
    mockMotion(true);
    const view = await renderWithBackdrop({ background });
    const video = section(view).querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video.muted).toBe(true);
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/contrail-loop.webm');
    const pause = await screen.findByRole('button', { name: 'Pause background video' });
    expect(video.paused).toBe(false);
    fireEvent.click(pause);
    const play = await screen.findByRole('button', { name: 'Play background video' });
    expect(video.paused).toBe(true);
    expect(video).toHaveAttribute('data-title-video', 'paused');
    fireEvent.click(play);
    expect(await screen.findByRole('button', { name: 'Pause background video' })).toBeVisible();
    expect(video.paused).toBe(false);
  });

  it('waits on its poster under reduced motion until the visitor presses play', async () => {
    mockMotion(false);
    const view = await renderWithBackdrop({ background });
    const video = section(view).querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('poster', '/artwork/aircraft-1-1920x1080.svg');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.paused).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(await screen.findByRole('button', { name: 'Pause background video' })).toBeVisible();
    expect(video.paused).toBe(false);
  });
});
