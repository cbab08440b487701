import { emailField, messages } from '@contrail/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { accountMessages } from './account-messages.ts';

export { accountMessages };

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

/** The forms' resolvers: this module is its own chunk, loaded when a form is first used. */
export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
