import type { ProjectChapter as ChapterData } from './project-data.ts';
import { cn } from '~/components/ui/cn.ts';

export type ProjectChapterVariant = 'column' | 'stacked' | 'editorial';

const eyebrows: Record<ChapterData['key'], { label: string; number: string }> = {
  challenge: { label: 'The challenge', number: '01' },
  approach: { label: 'Our approach', number: '02' },
  result: { label: 'The result', number: '03' },
};

const looks: Record<ProjectChapterVariant, { root: string; title: string; body: string }> = {
  column: { root: '', title: 'text-xl font-bold', body: 'text-muted mt-3 grid gap-4' },
  stacked: {
    root: '',
    title: 'text-2xl font-bold sm:text-3xl',
    body: 'text-muted mt-4 grid gap-4',
  },
  editorial: {
    root: 'border-line grid gap-6 border-t pt-10 md:grid-cols-[12rem_1fr] md:gap-12',
    title: 'font-display text-3xl leading-tight font-extrabold sm:text-5xl',
    body: 'text-muted mt-6 grid max-w-3xl gap-5 text-lg leading-relaxed sm:text-xl',
  },
};

/** One chapter of a case study (challenge, approach or result): eyebrow, heading and paragraphs. */
export function ProjectChapter({
  chapter,
  variant = 'column',
  level = 'h2',
  className,
}: {
  chapter: ChapterData;
  variant?: ProjectChapterVariant;
  /** The heading level that fits the chapter's place in the page outline. */
  level?: 'h2' | 'h3';
  className?: string;
}) {
  const Heading = level;
  const look = looks[variant];
  const eyebrow = eyebrows[chapter.key];
  return (
    <article data-chapter={chapter.key} className={cn(look.root, className)}>
      {variant === 'editorial' ? (
        <p
          className="text-brand font-display text-6xl leading-none font-extrabold"
          aria-hidden="true"
        >
          {eyebrow.number}
        </p>
      ) : null}
      <div>
        <p className="text-brand mb-2 text-sm font-semibold tracking-[0.2em] uppercase">
          {eyebrow.label}
        </p>
        <Heading className={look.title}>{chapter.title}</Heading>
        <div className={look.body}>
          {chapter.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
