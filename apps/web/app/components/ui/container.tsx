import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type ContainerWidth = 'narrow' | 'default' | 'wide' | 'full';
const widths: Record<ContainerWidth, string> = {
  narrow: 'max-w-3xl',
  default: 'max-w-7xl',
  wide: 'max-w-[96rem]',
  full: 'max-w-none',
};

export function Container({
  width = 'default',
  className,
  children,
}: {
  width?: ContainerWidth;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full px-5 sm:px-8', widths[width], className)}>{children}</div>
  );
}
