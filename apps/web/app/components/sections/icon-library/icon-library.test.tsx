import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconLibrary, type IconSetData } from './icon-library.tsx';

const set: IconSetData = {
  fonts: [{ family: 'contrail-test', url: '/assets/test.woff2', format: 'woff2' }],
  icons: [
    { name: 'arrow-up', char: '\ue001', markup: '<i class="icon-arrow-up"></i>' },
    { name: 'arrow-down', char: '\ue002', markup: '<i class="icon-arrow-down"></i>' },
    { name: 'cloud', aliases: ['weather'], char: '\ue003', markup: '<i class="icon-cloud"></i>' },
    { name: 'user', svg: '<svg viewBox="0 0 24 24"></svg>', markup: '<svg></svg>' },
  ],
};

async function renderLibrary(pageSize?: number) {
  render(
    <IconLibrary setName="Test Icons" load={() => Promise.resolve(set)} pageSize={pageSize} />,
  );
  await screen.findByText('4 icons in Test Icons.');
}

const tiles = () =>
  within(document.querySelector('[data-icon-grid]') as HTMLElement)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('data-icon'));

afterEach(() => vi.restoreAllMocks());

describe('IconLibrary', () => {
  it('loads the set and shows every icon with its name, drawn with our own font face', async () => {
    await renderLibrary();
    expect(tiles()).toEqual(['arrow-up', 'arrow-down', 'cloud', 'user']);
    expect(screen.getByText('cloud')).toBeInTheDocument();
    const style = document.querySelector('style')?.textContent ?? '';
    expect(style).toContain('font-family:"contrail-test"');
    expect(style).toContain('url("/assets/test.woff2")');
    expect(style).not.toMatch(/\.icon-/);
  });

  it('filters the grid by name as you type, with the count and a no-match message', async () => {
    await renderLibrary();
    const search = screen.getByLabelText('Search icons by name');
    fireEvent.change(search, { target: { value: 'arrow' } });
    expect(tiles()).toEqual(['arrow-up', 'arrow-down']);
    expect(screen.getByText('2 icons match “arrow”.')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'weather' } });
    expect(tiles()).toEqual(['cloud']);
    expect(screen.getByText('1 icon matches “weather”.')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'zeppelin' } });
    expect(tiles()).toEqual([]);
    expect(screen.getByText('No icon matches “zeppelin”.')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: '' } });
    expect(tiles()).toHaveLength(4);
  });

  it('shows a page of icons at a time and more on request', async () => {
    await renderLibrary(3);
    expect(tiles()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Show more icons (1 more)' }));
    expect(tiles()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /Show more icons/ })).not.toBeInTheDocument();
  });

  it('copies the markup and confirms it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderLibrary();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy cloud' }));
    });
    expect(writeText).toHaveBeenCalledWith('<i class="icon-cloud"></i>');
    const status = document.querySelector('[data-copy-status]') as HTMLElement;
    expect(status).toHaveTextContent('Copied <i class="icon-cloud"></i> to the clipboard.');
    expect(
      within(screen.getByRole('button', { name: 'Copy cloud' })).getByText('Copied'),
    ).toBeTruthy();
  });

  it('shows the markup to copy by hand when the clipboard is refused', async () => {
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderLibrary();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy arrow-up' }));
    });
    const status = document.querySelector('[data-copy-status]') as HTMLElement;
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'This browser did not let the page use the clipboard. The markup for arrow-up: <i class="icon-arrow-up"></i>',
      ),
    );
    expect(status).not.toHaveTextContent('Copied');
  });

  it('says so when the set cannot be loaded', async () => {
    render(<IconLibrary setName="Test Icons" load={() => Promise.reject(new Error('offline'))} />);
    expect(
      await screen.findByText(
        'The Test Icons icons could not be loaded. Reload the page to try again.',
      ),
    ).toBeInTheDocument();
  });
});
