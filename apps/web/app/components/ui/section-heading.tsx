import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/** Eyebrow + title + lead at the top of a section. */
export interface HeadingData {
  eyebrow?: string;
  title: string;
  lead?: string;
}

export type HeadingLevel = 'h1' | 'h2' | 'h3';
export type HeadingAlign = 'left' | 'center';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  as?: HeadingLevel;
  align?: HeadingAlign;
  /** default on the surface; inverse on a dark section or picture (white); on-brand on the brand colour. */
  tone?: 'default' | 'inverse' | 'on-brand';
  className?: string;
}

const titleSizes: Record<HeadingLevel, string> = {
  h1: 'text-4xl sm:text-5xl lg:text-6xl',
  h2: 'text-3xl sm:text-4xl',
  h3: 'text-2xl',
};

/**
 * A text with its left-to-right runs (a phone number between U+2066 and U+2069, the isolate marks a
 * translation writes around it) as `<bdi dir="ltr">` elements that never wrap: a phone number stays whole
 * and in its order on a narrow right-to-left screen, whatever the browser makes of the marks.
 */
export function withLtrRuns(text: ReactNode): ReactNode {
  if (typeof text !== 'string' || !text.includes('\u2066')) return text;
  return text.split(/\u2066([^\u2069]*)\u2069/).map((part, index) =>
    index % 2 === 1 ? (
      <bdi key={index} dir="ltr" className="whitespace-nowrap">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}

/** Eyebrow + title + lead, used at the top of most sections. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  as: Tag = 'h2',
  align = 'center',
  tone = 'default',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('mb-12 max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={cn(
            'mb-3 text-sm font-semibold tracking-[0.2em] uppercase',
            { default: 'text-brand', inverse: 'text-white/80', 'on-brand': 'text-on-brand/80' }[
              tone
            ],
          )}
        >
          {eyebrow}
        </p>
      )}
      <Tag
        className={cn(
          'font-bold',
          titleSizes[Tag],
          { default: 'text-ink', inverse: 'text-white', 'on-brand': 'text-on-brand' }[tone],
        )}
      >
        {title}
      </Tag>
      {lead && (
        <p
          className={cn(
            'mt-4 text-lg',
            { default: 'text-muted', inverse: 'text-white/85', 'on-brand': 'text-on-brand/85' }[
              tone
            ],
          )}
        >
          {withLtrRuns(lead)}
        </p>
      )}
    </div>
  );
}
