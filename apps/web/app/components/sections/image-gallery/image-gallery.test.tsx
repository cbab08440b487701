import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { ImageGallery, type GalleryImage } from './image-gallery.tsx';

const img = (seed: number) => ({
  src: `/a-${seed}.svg`,
  alt: `Art ${seed}`,
  width: 10,
  height: 10,
});
const images: GalleryImage[] = ['Harbour', 'Forest', 'Desert'].map((caption, i) => ({
  id: caption,
  caption,
  thumb: img(i),
  full: img(i + 10),
}));

function renderGallery() {
  return render(
    <MemoryRouter>
      <ShellProvider>
        <ImageGallery images={images} />
      </ShellProvider>
    </MemoryRouter>,
  );
}

describe('ImageGallery lightbox', () => {
  it('opens on click, moves with the arrow keys and buttons, closes with Esc and returns focus', async () => {
    const user = userEvent.setup();
    renderGallery();
    const thumb = screen.getByRole('button', { name: 'Forest — view larger' });
    await user.click(thumb);
    const dialog = screen.getByRole('dialog', { name: 'Forest' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Art 11' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Image 3 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: 'Forest' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByText(/Image \d of 3/)).not.toBeInTheDocument();
    expect(thumb).toHaveFocus();
  });

  it('opens with Enter from the keyboard and closes with the Close button', async () => {
    const user = userEvent.setup();
    renderGallery();
    screen.getByRole('button', { name: 'Harbour — view larger' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Image 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Forest — view larger' })).toHaveFocus();
  });
});
