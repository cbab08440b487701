import { renderEn } from './test-render.tsx';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, searchDebounceMs } from './search-box.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const type = (text: string) =>
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });

describe('SearchBox', () => {
  it('searches once, after typing pauses; the wait is short (results within 150 ms)', () => {
    expect(searchDebounceMs).toBeLessThanOrEqual(80);
    const onSearch = vi.fn();
    renderEn(<SearchBox value="" onSearch={onSearch} />);
    for (const text of ['a', 'an', 'an3', 'an3 5', 'an3 5a']) {
      type(text);
      act(() => vi.advanceTimersByTime(searchDebounceMs - 20));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(25));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('an3 5a');
  });

  it('an edit cancels the query sent last at once, before the wait', () => {
    const onSearch = vi.fn();
    const onEdit = vi.fn();
    renderEn(<SearchBox value="" onSearch={onSearch} onEdit={onEdit} />);
    type('an3');
    act(() => vi.advanceTimersByTime(searchDebounceMs + 5));
    expect(onSearch).toHaveBeenLastCalledWith('an3');
    expect(onEdit).toHaveBeenCalledTimes(1);

    // A trailing space changes nothing to search: no cancel, no search.
    type('an3 ');
    act(() => vi.advanceTimersByTime(searchDebounceMs + 5));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(1);

    // A real edit cancels at once (once per burst of keys) ...
    type('an3 5');
    expect(onEdit).toHaveBeenCalledTimes(2);
    type('an3 5a');
    expect(onEdit).toHaveBeenCalledTimes(2);
    // ... and going back to the cancelled query sends it again.
    type('an3');
    act(() => vi.advanceTimersByTime(searchDebounceMs + 5));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch).toHaveBeenLastCalledWith('an3');
  });

  it('Enter searches at once', () => {
    const onSearch = vi.fn();
    renderEn(<SearchBox value="" onSearch={onSearch} />);
    type('ms20995');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('ms20995');
    act(() => vi.advanceTimersByTime(searchDebounceMs + 5));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('shows a query that arrives from the URL without searching again', () => {
    const onSearch = vi.fn();
    const { rerender } = renderEn(<SearchBox value="" onSearch={onSearch} />);
    rerender(<SearchBox value="ms20995" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox')).toHaveValue('ms20995');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clearing the box clears the search', () => {
    const onSearch = vi.fn();
    renderEn(<SearchBox value="an3" onSearch={onSearch} />);
    type('');
    act(() => vi.advanceTimersByTime(searchDebounceMs + 5));
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
