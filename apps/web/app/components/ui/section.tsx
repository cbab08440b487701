import type { ComponentPropsWithRef, ReactNode } from 'react';
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

export interface SectionRootProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'id' | 'aria-label'
> {
  /** The anchor id, also the section's `data-section` name. */
  id?: string;
  /** The `data-section` name of a section without an anchor id (default: the id). */
  name?: string;
  /** Accessible name of the region when it has no visible heading. */
  label?: string;
}

/**
 * The root element of every section: a `<section>` with its anchor id, its `data-section` name and its
 * accessible name; other attributes (data-*, aria-labelledby, a ref) pass through. A section that draws its
 * own background and layout renders it directly; the others render `Section`.
 */
export function SectionRoot({ id, name = id, label, ...rest }: SectionRootProps) {
  return <section id={id} aria-label={label} data-section={name} {...rest} />;
}

/** A section in one of the site's tones and spacings, its content in a `Container` of the given width. */
export function Section({
  tone = 'default',
  spacing = 'lg',
  width = 'default',
  className,
  children,
  ...root
}: SectionProps & Omit<SectionRootProps, 'children'> & { children: ReactNode }) {
  return (
    <SectionRoot {...root} className={cn(tones[tone], spacings[spacing], className)}>
      <Container width={width}>{children}</Container>
    </SectionRoot>
  );
}
