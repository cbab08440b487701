import type { FormLook } from '~/components/forms/form-field.tsx';
import { buttonClasses } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';

export type ContactFormVariant = 'stacked' | 'grid' | 'underline' | 'boxed' | 'pill';

const field = 'w-full text-ink placeholder:text-muted';
/** The contact form's styles (`pill` hides the labels: placeholders show instead). */
export const contactLooks: Record<ContactFormVariant, FormLook> = {
  stacked: {
    form: '',
    grid: 'grid gap-5',
    wide: '',
    label: 'mb-2 block text-sm font-semibold',
    input: cn(field, 'rounded-md border border-line bg-card px-4 py-3'),
    button: buttonClasses({ size: 'lg', className: 'w-full' }),
  },
  grid: {
    form: '',
    grid: 'grid gap-5 md:grid-cols-3',
    wide: 'md:col-span-3',
    label: 'mb-2 block text-sm font-semibold',
    input: cn(field, 'rounded-md border border-line bg-surface-alt px-4 py-3'),
    button: buttonClasses({ size: 'lg' }),
  },
  underline: {
    form: '',
    grid: 'grid gap-x-8 gap-y-6 md:grid-cols-3',
    wide: 'md:col-span-3',
    label: 'block text-xs font-bold uppercase tracking-widest text-muted',
    input: cn(field, 'border-0 border-b-2 border-line bg-transparent px-0 py-3 focus:border-brand'),
    button: buttonClasses({ variant: 'dark', size: 'lg', shape: 'pill' }),
  },
  boxed: {
    // A card (lifted from the page in dark themes too), its fields in the page's surface colour.
    form: 'rounded-card border border-line bg-card text-ink p-6 shadow-xl status-on-surface sm:p-10',
    grid: 'grid gap-5 sm:grid-cols-2',
    wide: 'sm:col-span-2',
    label: 'mb-2 block text-sm font-semibold',
    input: cn(field, 'rounded-md border border-line bg-surface px-4 py-3'),
    button: buttonClasses({ variant: 'gradient', size: 'lg', className: 'w-full' }),
  },
  pill: {
    form: '',
    grid: 'grid gap-5 sm:grid-cols-2',
    wide: 'sm:col-span-2',
    label: 'sr-only',
    input: cn(field, 'rounded-3xl border border-line bg-card px-6 py-3.5'),
    button: buttonClasses({ size: 'lg', shape: 'pill' }),
  },
};
