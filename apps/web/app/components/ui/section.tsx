import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { Container, type ContainerWidth } from './container.tsx';

export type SectionTone = 'default' | 'alt' | 'brand' | 'dark';
export type SectionSpacing = 'none' | 'sm' | 'md' | 'lg';

/** The contract every section shares: anchor id, tone (background), spacing and container width. */
export interface SectionProps {
  id?: string;
  tone?: SectionTone;
  spacing?: SectionSpacing;
  width?: ContainerWidth;
  className?: string;
  /** Accessible name of the region when it has no visible heading. */
  label?: string;
}

/** Whether a section's tone is a dark background (brand, dark): text and controls on it are light. */
export const isInverseTone = (tone: SectionTone | undefined) => tone === 'dark' || tone === 'brand';

const tones: Record<SectionTone, string> = {
  default: 'bg-surface text-ink',
  alt: 'bg-surface-alt text-ink',
  brand: 'bg-brand text-on-brand status-on-brand',
  dark: 'bg-inverse text-white status-on-dark',
};
const spacings: Record<SectionSpacing, string> = {
  none: '',
  sm: 'py-12',
  md: 'py-16 md:py-20',
  lg: 'py-20 md:py-28',
};

export function Section({
  id,
  tone = 'default',
  spacing = 'lg',
  width = 'default',
  className,
  label,
  children,
}: SectionProps & { children: ReactNode }) {
  return (
    <section
      id={id}
      aria-label={label}
      data-section={id}
      className={cn(tones[tone], spacings[spacing], className)}
    >
      <Container width={width}>{children}</Container>
    </section>
  );
}
