import { emailField, messages } from '@contrail/contracts';
import { z } from 'zod';

export const accountMessages = {
  passwordLength: 'Use at least 8 characters.',
  passwordMatch: 'The passwords do not match.',
  signedIn:
    'Demo form: your details are valid, but this store keeps no accounts, so nobody was signed in.',
  registered:
    'Demo form: your details are valid, but this store keeps no accounts, so no account was created.',
} as const;

const password = z.string().min(1, messages.required);

export const loginSchema = z.object({ email: emailField, password, remember: z.boolean() });
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, messages.required).max(120),
    email: emailField,
    password: password.min(8, accountMessages.passwordLength),
    confirm: z.string().min(1, messages.required),
  })
  .refine((v) => v.password === v.confirm, {
    message: accountMessages.passwordMatch,
    path: ['confirm'],
  });
export type RegisterValues = z.infer<typeof registerSchema>;
