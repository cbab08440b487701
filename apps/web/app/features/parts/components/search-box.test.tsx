import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox, searchDebounceMs } from './search-box.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SearchBox', () => {
  it('searches once, after typing pauses', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox');
    for (const text of ['a', 'an', 'an3', 'an3 5', 'an3 5a']) {
      fireEvent.change(input, { target: { value: text } });
      act(() => vi.advanceTimersByTime(searchDebounceMs - 20));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(25));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('an3 5a');
  });

  it('shows a query that arrives from the URL without searching again', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value="" onSearch={onSearch} />);
    rerender(<SearchBox value="ms20995" onSearch={onSearch} />);
    expect(screen.getByRole('searchbox')).toHaveValue('ms20995');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('clearing the box clears the search', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="an3" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    act(() => vi.advanceTimersByTime(searchDebounceMs + 5));
    expect(onSearch).toHaveBeenCalledWith('');
  });
});
