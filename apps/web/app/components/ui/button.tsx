import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './cn.ts';

export type ButtonVariant =
  'solid' | 'outline' | 'ghost' | 'light' | 'dark' | 'link' | 'gradient' | 'soft' | 'outline-light';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';
/** `circle` makes an icon-only button round and square (give it an aria-label). */
export type ButtonShape = 'rounded' | 'pill' | 'square' | 'circle';

export const buttonVariants: Record<ButtonVariant, string> = {
  solid: 'bg-brand text-on-brand hover:bg-brand-strong',
  outline:
    'border-2 border-current text-brand hover:bg-brand hover:text-on-brand hover:border-brand',
  ghost: 'text-ink hover:bg-brand-soft',
  // White in every theme, so its text is the always-dark inverse colour (ink is light in dark themes).
  light: 'bg-white text-inverse shadow-sm hover:bg-white/85',
  // The theme's ink with the surface colour as text: dark on light themes, light on dark ones.
  dark: 'bg-ink text-surface hover:bg-brand hover:text-on-brand',
  link: 'px-0! text-brand underline-offset-4 hover:underline',
  // Brand to brand-strong, so on-brand text reads on both ends (the accent is not made for on-brand text).
  gradient:
    'bg-gradient-to-r from-brand to-brand-strong text-on-brand hover:from-brand-strong hover:to-brand-strong',
  soft: 'bg-brand-soft text-brand-strong hover:bg-brand hover:text-on-brand',
  // On dark artwork and dark sections (dark in every theme); hovering fills it white with inverse text.
  'outline-light': 'border-2 border-white text-white hover:bg-white hover:text-inverse',
};
export const buttonSizes: Record<ButtonSize, string> = {
  sm: 'px-4 py-2 text-xs',
  md: 'px-6 py-3 text-sm',
  lg: 'px-8 py-4 text-base',
  xl: 'px-10 py-5 text-lg',
};
export const buttonShapes: Record<ButtonShape, string> = {
  rounded: 'rounded-md',
  pill: 'rounded-full',
  square: 'rounded-none',
  circle: 'aspect-square rounded-full px-0!',
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  shape?: ButtonShape;
  className?: string;
}

export function buttonClasses({
  variant = 'solid',
  size = 'md',
  shape = 'rounded',
  className,
}: ButtonStyleProps = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 font-semibold tracking-wide uppercase transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    buttonVariants[variant],
    buttonSizes[size],
    buttonShapes[shape],
    className,
  );
}

type ButtonProps = ButtonStyleProps & ComponentPropsWithoutRef<'button'>;

export function Button({ variant, size, shape, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClasses({ variant, size, shape, className })} {...rest} />
  );
}

interface ButtonLinkProps extends ButtonStyleProps {
  to: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** A link that looks like a button; internal paths use the router, others a plain anchor. */
export function ButtonLink({
  to,
  children,
  variant,
  size,
  shape,
  className,
  ...rest
}: ButtonLinkProps) {
  const classes = buttonClasses({ variant, size, shape, className });
  if (/^(https?:|mailto:|tel:)/.test(to))
    return (
      <a href={to} className={classes} {...rest}>
        {children}
      </a>
    );
  return (
    <Link to={to} className={classes} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
