import { useEffect, useState } from 'react';
import type { ArticleSection } from './post-article.ts';
import { cn } from '~/components/ui/cn.ts';

/** The section whose heading was passed last while scrolling down (the first before any). */
function useCurrentSection(idList: string): string | undefined {
  const [current, setCurrent] = useState(idList.split(' ')[0]);
  useEffect(() => {
    const ids = idList.split(' ');
    const update = () => {
      // A section is current once its top is within the upper third of the viewport.
      const line = window.innerHeight / 3;
      let found = ids[0];
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= line) found = id;
      }
      setCurrent(found);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [idList]);
  return current;
}

/** "In this article": links to each section, the one being read marked with aria-current. */
export function PostToc({ sections }: { sections: readonly ArticleSection[] }) {
  const current = useCurrentSection(sections.map((s) => s.id).join(' '));
  return (
    <nav aria-label="In this article" className="lg:sticky lg:top-28">
      <h2 className="text-muted mb-4 text-sm font-bold tracking-[0.15em] uppercase">
        In this article
      </h2>
      <ol className="border-line grid gap-1 border-s-2">
        {sections.map((section) => {
          const active = section.id === current;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                aria-current={active ? 'location' : undefined}
                className={cn(
                  '-ms-0.5 block border-s-2 py-2 ps-4 transition-colors',
                  active
                    ? 'border-brand text-brand font-semibold'
                    : 'hover:text-brand border-transparent',
                )}
              >
                {section.heading}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
