import { describe, expect, it } from 'vitest';
import { describeFilters, filtersFrom, itemHref, noFilters, searchOf } from './inbox-query.ts';

describe('the inbox query in the URL', () => {
  it('reads the filters and writes them back in one order, defaults left out', () => {
    const filters = filtersFrom(
      new URLSearchParams('q=%20an3-5a%20&page=3&assigned=me&kind=inquiry&status=in_progress'),
    );
    expect(filters).toEqual({
      status: 'in_progress',
      kind: 'inquiry',
      assigned: 'me',
      q: 'an3-5a',
      page: 3,
    });
    expect(searchOf(filters)).toBe('status=in_progress&kind=inquiry&assigned=me&q=an3-5a&page=3');
    expect(searchOf(noFilters)).toBe('');
    expect(searchOf({ ...noFilters, page: 1, q: 'Q-ABC' })).toBe('q=Q-ABC');
  });

  it('leaves out what the API would refuse (a hand-edited URL)', () => {
    expect(
      filtersFrom(
        new URLSearchParams('status=open&kind=order&assigned=bob&page=-2&q=' + 'x'.repeat(99)),
      ),
    ).toEqual({ ...noFilters, q: 'x'.repeat(80) });
    expect(filtersFrom(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(filtersFrom(new URLSearchParams('assigned=12')).assigned).toBe('12');
  });

  it('says what the list shows', () => {
    const team = [{ id: 12, name: 'Dan Desk' }];
    expect(describeFilters(noFilters, team)).toBe('');
    expect(
      describeFilters(
        { ...noFilters, status: 'won', kind: 'inquiry', assigned: '12', q: 'AN3' },
        team,
      ),
    ).toBe('won, inquiries, assigned to Dan Desk, matching “AN3”');
    expect(describeFilters({ ...noFilters, assigned: 'none' }, team)).toBe('unassigned');
  });

  it('links an inquiry and a booking to their pages', () => {
    expect(itemHref('Q-ABCDEFGHJK')).toBe('/desk/inquiry?id=Q-ABCDEFGHJK');
    expect(itemHref('B-ABCDEFGHJK')).toBe('/desk/booking?id=B-ABCDEFGHJK');
  });
});
