import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtImage } from './art-image.tsx';

const image = { src: '/artwork/workspace-26-720x560.svg', alt: 'A desk', width: 720, height: 560 };

describe('ArtImage', () => {
  it('always sets the intrinsic size and loads lazily unless it is a priority image', () => {
    render(<ArtImage {...image} />);
    const img = screen.getByRole('img', { name: 'A desk' });
    expect(img.getAttribute('width')).toBe('720');
    expect(img.getAttribute('height')).toBe('560');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('in the browser an embedded image loads its file: only the prerender inlines the drawing', () => {
    render(<ArtImage {...image} priority embed />);
    const img = screen.getByRole('img', { name: 'A desk' });
    expect(img.getAttribute('src')).toBe(image.src);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});
