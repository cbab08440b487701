import type { BookingKind } from '@contrail/contracts';
import type { FormLook } from '~/components/forms/form-field.tsx';
import { buttonClasses } from '~/components/ui/button.tsx';

export type BookingFormVariant = 'stacked' | 'grid' | 'bar' | 'boxed';

/** How a variant draws the form. */
export interface Look extends FormLook {
  /** Whether the optional notes field shows (the bar keeps to one or two rows). */
  notes: boolean;
}

const input = 'w-full rounded-md border border-line bg-surface px-4 py-3 text-ink';
export const looks: Record<BookingFormVariant, Look> = {
  stacked: {
    form: '',
    grid: 'grid gap-5',
    wide: '',
    label: 'mb-2 block text-sm font-semibold',
    input,
    button: buttonClasses({ size: 'lg', className: 'w-full' }),
    notes: true,
  },
  grid: {
    form: '',
    grid: 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3',
    wide: 'sm:col-span-2 lg:col-span-3',
    label: 'mb-2 block text-sm font-semibold',
    input,
    button: buttonClasses({ size: 'lg' }),
    notes: true,
  },
  bar: {
    form: 'rounded-card bg-surface p-5 text-ink shadow-xl status-on-surface',
    grid: 'grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4',
    wide: 'sm:col-span-2 lg:col-span-4',
    label: 'mb-1 block text-xs font-bold tracking-widest text-muted uppercase',
    input: 'w-full rounded-md border border-line bg-surface-alt px-3 py-2.5 text-ink',
    button: buttonClasses({ size: 'lg', className: 'w-full' }),
    notes: false,
  },
  boxed: {
    form: 'rounded-card border border-line bg-surface p-6 text-ink shadow-xl status-on-surface sm:p-10',
    grid: 'grid gap-5 sm:grid-cols-2',
    wide: 'sm:col-span-2',
    label: 'mb-2 block text-sm font-semibold',
    input,
    button: buttonClasses({ variant: 'gradient', size: 'lg', className: 'w-full' }),
    notes: true,
  },
};

export const defaultButton: Record<BookingKind, string> = {
  table: 'Book a table',
  stay: 'Book your stay',
  appointment: 'Book an appointment',
  trip: 'Request this trip',
};
export const defaultLabel: Record<BookingKind, string> = {
  table: 'Table booking',
  stay: 'Room booking',
  appointment: 'Appointment booking',
  trip: 'Trip booking',
};
