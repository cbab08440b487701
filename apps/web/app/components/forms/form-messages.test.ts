import { describe, expect, it } from 'vitest';
import { tooManyRequestsText, waitText } from './form-messages.ts';

describe('waitText', () => {
  it('says seconds under a minute, then minutes, then hours, rounding up', () => {
    expect(waitText(1)).toBe('1 second');
    expect(waitText(8)).toBe('8 seconds');
    expect(waitText(0)).toBe('1 second');
    expect(waitText(59.2)).toBe('1 minute');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(waitText(900)).toBe('15 minutes');
    expect(waitText(3600)).toBe('1 hour');
    expect(waitText(7201)).toBe('3 hours');
  });
});

describe('tooManyRequestsText', () => {
  it('names the server’s wait, or a moment when it gave none', () => {
    expect(tooManyRequestsText(8)).toBe('Too many requests — please try again in 8 seconds.');
    expect(tooManyRequestsText(300)).toBe('Too many requests — please try again in 5 minutes.');
    expect(tooManyRequestsText(undefined)).toBe(
      'Too many requests — please try again in a moment.',
    );
  });
});
