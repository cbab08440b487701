import type { InquiryLineDetail } from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import {
  blankLine,
  draftFromInquiry,
  draftToRequest,
  draftTotal,
  priceCents,
  type QuoteDraft,
} from './quote-draft.ts';

const today = new Date('2026-12-02T10:00:00Z');

const asked: InquiryLineDetail[] = [
  {
    lineNo: 1,
    partId: 'p1',
    partNumber: 'AN3-5A',
    description: 'Bolt',
    modelId: 'A-1C-180',
    assemblyName: 'Wings',
    qty: 4,
    priceCents: 150,
    availability: 'in-stock',
    live: { priceCents: 175, availability: 'limited', supersededBy: 'AN3-5A2' },
  },
  {
    lineNo: 2,
    partId: 'p2',
    partNumber: '3250-001',
    description: 'Bracket',
    modelId: 'A-1C-180',
    assemblyName: 'Fuselage',
    qty: 1,
    priceCents: null,
    availability: 'quote',
    live: null,
  },
];

describe('the quote draft', () => {
  it('starts from the inquiry: the live price and availability, a superseding part as the alternate, two weeks', () => {
    const draft = draftFromInquiry(asked, today);
    expect(draft.validUntil).toBe('2026-12-16');
    expect(draft.lines[0]).toMatchObject({
      partNumber: 'AN3-5A',
      qty: '4',
      unitPrice: '1.75',
      availability: 'Limited',
      alternatePart: 'AN3-5A2',
      condition: 'new',
    });
    // A part gone from the catalogue keeps what the customer saw; a priced-on-request part is left to set.
    expect(draft.lines[1]).toMatchObject({ unitPrice: '', availability: 'On request' });
    expect(draftTotal(draft)).toBe(700);
  });

  it('reads typed prices as cents', () => {
    expect(priceCents('125')).toBe(12_500);
    expect(priceCents('125.5')).toBe(12_550);
    expect(priceCents('$1,250.05')).toBe(125_005);
    expect(priceCents('12.345')).toBeUndefined();
    expect(priceCents('-3')).toBeUndefined();
    expect(priceCents('')).toBeUndefined();
  });

  it('puts each problem under its field, keyed as the API keys them', () => {
    const draft: QuoteDraft = {
      validUntil: '2026-12-01',
      message: '',
      lines: [
        { ...blankLine(), partNumber: 'AN3-5A', unitPrice: '', availability: 'In stock' },
        { ...blankLine(), partNumber: '', unitPrice: '1.2.3', qty: 'two', availability: '' },
      ],
    };
    const { errors } = draftToRequest(draft, today);
    expect(errors).toMatchObject({
      'lines.0.unitPriceCents': 'Set a price.',
      'lines.1.unitPriceCents': 'Use a price such as 125.00.',
      'lines.1.qty': 'Use a whole number.',
      'lines.1.partNumber': 'The part number is required.',
      'lines.1.availability': 'Say whether it is in stock.',
    });
    const past = draftToRequest(
      { ...draft, lines: [{ ...draft.lines[0]!, unitPrice: '3' }] },
      today,
    );
    expect(past.errors).toEqual({ validUntil: 'Today or later.' });
    expect(draftToRequest({ ...draft, lines: [] }, today).errors).toMatchObject({
      lines: 'A quote has at least one line.',
    });
  });

  it('makes the request the API takes', () => {
    const draft = draftFromInquiry(asked, today);
    draft.lines[1]!.unitPrice = '80';
    draft.lines[1]!.leadTime = '3 weeks';
    const { request } = draftToRequest(draft, today);
    expect(request).toEqual({
      validUntil: '2026-12-16',
      message: '',
      lines: [
        {
          partNumber: 'AN3-5A',
          description: 'Bolt',
          qty: 4,
          unitPriceCents: 175,
          condition: 'new',
          availability: 'Limited',
          leadTime: '',
          alternatePart: 'AN3-5A2',
        },
        {
          partNumber: '3250-001',
          description: 'Bracket',
          qty: 1,
          unitPriceCents: 8000,
          condition: 'new',
          availability: 'On request',
          leadTime: '3 weeks',
          alternatePart: '',
        },
      ],
    });
  });
});
