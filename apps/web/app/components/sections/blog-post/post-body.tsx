import type { PostArticle } from './post-article.ts';
import { StyledBlockquote } from '~/components/sections/blockquote/styled-blockquote.tsx';
import { cn } from '~/components/ui/cn.ts';

export type PostBodyWidth = 'reading' | 'wide';

const widths: Record<PostBodyWidth, string> = {
  reading: 'max-w-3xl',
  wide: 'max-w-4xl',
};

/** The article: lead, then each section (h2 + paragraphs), the pull quote after the first section. */
export function PostBody({
  article,
  width = 'reading',
  showQuote = true,
  className,
}: {
  article: PostArticle;
  width?: PostBodyWidth;
  /** Off when the quote is already the post's media (blockquote post). */
  showQuote?: boolean;
  className?: string;
}) {
  const quote = showQuote && article.quote && (
    <StyledBlockquote data={article.quote} variant="classic" className="my-10" />
  );
  return (
    <div className={cn('text-ink/90 text-lg leading-relaxed', widths[width], className)}>
      <p className="text-ink text-xl leading-relaxed font-medium">{article.lead}</p>
      {article.sections.length === 0 && quote}
      {article.sections.map((section, i) => (
        <section key={section.id} id={section.id} className="scroll-mt-28">
          <h2 className="text-ink mt-10 mb-4 text-2xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4">
              {paragraph}
            </p>
          ))}
          {i === 0 && quote}
        </section>
      ))}
    </div>
  );
}
