import { cn } from '~/components/ui/cn.ts';

export type DropcapVariant =
  'plain' | 'brand' | 'boxed' | 'circle' | 'outline' | 'dark' | 'soft' | 'serif';

// ::first-letter keeps the word whole for screen readers; it ignores logical padding, so [padding:] is used.
const letters: Record<DropcapVariant, string> = {
  plain:
    'first-letter:me-3 first-letter:text-7xl first-letter:leading-[0.8] first-letter:font-bold',
  brand:
    'first-letter:text-brand first-letter:me-3 first-letter:text-7xl first-letter:leading-[0.8] first-letter:font-extrabold',
  boxed:
    'first-letter:bg-brand first-letter:mt-1 first-letter:me-4 first-letter:[padding:0.5rem_1rem] first-letter:text-5xl first-letter:leading-none first-letter:font-bold first-letter:text-on-brand',
  circle:
    'first-letter:bg-inverse first-letter:mt-1 first-letter:me-4 first-letter:rounded-full first-letter:[padding:0.4rem_1.1rem] first-letter:text-4xl first-letter:leading-tight first-letter:font-bold first-letter:text-white',
  outline:
    'first-letter:border-brand first-letter:text-brand first-letter:mt-1 first-letter:me-4 first-letter:rounded-md first-letter:border-2 first-letter:[padding:0.375rem_0.875rem] first-letter:text-5xl first-letter:leading-none first-letter:font-bold',
  dark: 'first-letter:bg-ink first-letter:mt-1 first-letter:me-4 first-letter:rounded-md first-letter:[padding:0.5rem_1rem] first-letter:text-5xl first-letter:leading-none first-letter:font-bold first-letter:text-white',
  soft: 'first-letter:bg-brand-soft first-letter:text-brand-strong first-letter:mt-1 first-letter:me-4 first-letter:rounded-xl first-letter:[padding:0.5rem_1rem] first-letter:text-5xl first-letter:leading-none first-letter:font-bold',
  serif:
    'first-letter:text-ink first-letter:me-3 first-letter:font-serif first-letter:text-8xl first-letter:leading-[0.75] first-letter:italic',
};

interface DropcapProps {
  /** The paragraph; its first letter becomes the drop cap. */
  text: string;
  variant?: DropcapVariant;
  className?: string;
}

/** A paragraph opening with a large first letter, drawn with ::first-letter. */
export function Dropcap({ text, variant = 'plain', className }: DropcapProps) {
  return (
    <p
      data-variant={variant}
      className={cn(
        'text-muted leading-relaxed first-letter:float-start',
        letters[variant],
        className,
      )}
    >
      {text}
    </p>
  );
}
