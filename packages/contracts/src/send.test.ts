import { describe, expect, it } from 'vitest';
import { emailProblem, messages, sendRequestSchema, subscribeFormSchema } from './index.ts';

const firstMessage = (value: unknown) => {
  const result = subscribeFormSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('subscribe form schema', () => {
  it('asks for the e-mail when it is missing or blank', () => {
    expect(firstMessage({})).toBe(messages.required);
    expect(firstMessage({ email: '   ' })).toBe(messages.required);
  });
  it('rejects an address that is not an e-mail', () => {
    expect(firstMessage({ email: 'pilot@' })).toBe(messages.invalidEmail);
  });
  it('accepts a valid address', () => {
    expect(firstMessage({ email: 'pilot@example.com' })).toBeNull();
  });
});

describe('send request schema', () => {
  it('rejects unknown fields', () => {
    expect(sendRequestSchema.safeParse({ email: 'a@example.com', admin: true }).success).toBe(
      false,
    );
  });
});

describe('emailProblem (the zod-free rule used by the light forms)', () => {
  it('agrees with the schema on every sample', () => {
    const samples = [
      '',
      '  ',
      'pilot@',
      '@example.com',
      'a b@example.com',
      'pilot@example',
      'pilot@example.com',
      ' pilot@example.com ',
      'first.last+tag@sub.example.co.uk',
      `${'a'.repeat(250)}@example.com`,
    ];
    for (const email of samples) {
      const result = subscribeFormSchema.safeParse({ email });
      expect(emailProblem(email), JSON.stringify(email)).toBe(
        result.success ? undefined : result.error.issues[0]?.message,
      );
    }
  });
});
