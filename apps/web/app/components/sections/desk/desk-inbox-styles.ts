import { cn } from '~/components/ui/cn.ts';
import { deskInput } from './desk-form.tsx';

/** The inbox's selects and search field: a desk input, less tall. */
export const compactSelect = cn(deskInput, 'py-2');
