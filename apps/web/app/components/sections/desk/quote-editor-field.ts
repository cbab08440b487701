import { cn } from '~/components/ui/cn.ts';
import { deskInput } from './desk-form.tsx';

/** The quote editor's inputs: the desk's input, a little shorter. */
export const field = cn(deskInput, 'py-2');
