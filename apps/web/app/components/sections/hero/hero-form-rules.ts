import { emailProblem, messages } from '@contrail/contracts/messages';
import { textProblem } from '@contrail/contracts/text-rules';
import { formMessages, isPhone } from '~/components/forms/form-messages.ts';

/** The fields a hero form can ask for (each maps onto the /api/send request). */
export type HeroFormFieldName = 'name' | 'email' | 'phone' | 'website';

export interface HeroFormField {
  name: HeroFormFieldName;
  label: string;
  placeholder?: string;
  /** E-mail is always required (the /api/send contract); others are optional unless set. */
  required?: boolean;
}

export type HeroFormValues = Partial<Record<HeroFormFieldName, string>>;

const isRequired = (field: HeroFormField) => field.name === 'email' || field.required === true;

/** A typed address with or without its scheme, as an absolute http(s) URL; undefined when it is not one. */
export function websiteUrl(value: string): string | undefined {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    if (!/^https?:$/.test(url.protocol) || !/\.[a-z]{2,}$/i.test(url.hostname)) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/** The message under one field, or undefined when its value is fine (zod-free: no validation library). */
export function fieldProblem(field: HeroFormField, raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim();
  if (field.name === 'email') return emailProblem(value);
  if (value === '') return isRequired(field) ? messages.required : undefined;
  const text = textProblem(value);
  if (text) return text;
  if (field.name === 'phone' && !isPhone(value)) return formMessages.invalidPhone;
  if (field.name === 'website' && !websiteUrl(value)) return formMessages.invalidWebsite;
  return undefined;
}

/** Every field's problem, keyed by field name (empty when the form can be sent). */
export function formProblems(
  fields: readonly HeroFormField[],
  values: HeroFormValues,
): HeroFormValues {
  const problems: HeroFormValues = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.name]);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}

/** The /api/send body: a contact message whose subject names the request; a website goes in the message. */
export function sendBody(subject: string, values: HeroFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    kind: 'contact',
    subject,
    email: (values.email ?? '').trim(),
  };
  const name = values.name?.trim();
  const phone = values.phone?.trim();
  const website = values.website ? websiteUrl(values.website) : undefined;
  if (name) body.name = name;
  if (phone) body.phone = phone;
  if (website) body.message = `Website: ${website}`;
  return body;
}
