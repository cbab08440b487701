import type { BlogAuthorData, CategoryLabels } from '~/components/sections/blog/blog-layout.ts';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import type { Carousel as CarouselOfItems } from '~/components/sections/carousel/carousel.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import {
  SectionHeading,
  type HeadingAlign,
  type HeadingData,
} from '~/components/ui/section-heading.tsx';
import { lazyPart } from '~/shell/hydration.tsx';
import { FeaturedStory } from './featured-story.tsx';

/** The slider's carousel is a chunk of its own, so the lead and overlay layouts never load it (typed as the
 * generic component it is: lazyPart's props are one type). */
const Carousel = lazyPart(() =>
  import('~/components/sections/carousel/carousel.tsx').then((m) => m.Carousel),
) as typeof CarouselOfItems;

/**
 * - lead: the lead story large, three or four side stories listed beside it;
 * - overlay: the lead as a tall picture tile, the side stories as smaller tiles beside it;
 * - slider: every story as a picture tile in the shared carousel.
 */
export type FeaturedPostsVariant = 'lead' | 'overlay' | 'slider';

interface FeaturedPostsProps extends SectionProps {
  /** The lead story first, then the side stories (three or four read best). */
  posts: readonly BlogPost[];
  variant?: FeaturedPostsVariant;
  heading?: HeadingData;
  /** The heading's level: `h1` when the section opens the page (the stories' titles follow one level down). */
  headingAs?: 'h1' | 'h2';
  headingAlign?: HeadingAlign;
  authors?: BlogAuthorData;
  categoryLabels: CategoryLabels;
  /** Load the first picture first: the section is at the top of the page. */
  priority?: boolean;
}

/** A blog's featured stories: one lead and its side stories, or all of them in a slider. */
export function FeaturedPosts({
  posts,
  variant = 'lead',
  heading,
  headingAs = 'h2',
  headingAlign = 'left',
  authors = { names: {} },
  categoryLabels,
  priority = false,
  ...section
}: FeaturedPostsProps) {
  const [lead, ...side] = posts;
  if (!lead) return null;
  const titleAs = heading && headingAs === 'h2' ? 'h3' : 'h2';
  const story = { titleAs, authors, categoryLabels } as const;
  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} as={headingAs} align={headingAlign} />}
      {variant === 'slider' ? (
        <Carousel
          items={posts}
          getKey={(post) => post.id}
          label={heading?.title ?? 'Featured stories'}
          perView={{ base: 1, md: 2, xl: 3 }}
          controls="both"
          renderSlide={(post, index) => (
            <FeaturedStory {...story} post={post} look="slide" priority={priority && index === 0} />
          )}
        />
      ) : variant === 'overlay' ? (
        <div data-variant={variant} className="grid gap-6 lg:grid-cols-2">
          <FeaturedStory {...story} post={lead} look="lead-tile" priority={priority} />
          <ul className="grid gap-6 sm:grid-cols-2">
            {side.map((post) => (
              <li key={post.id}>
                <FeaturedStory {...story} post={post} look="tile" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div
          data-variant={variant}
          className="grid gap-10 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-14"
        >
          <FeaturedStory {...story} post={lead} look="lead" priority={priority} />
          <ul className="divide-line grid content-start divide-y">
            {side.map((post) => (
              <li key={post.id} className="py-6 first:pt-0 last:pb-0">
                <FeaturedStory {...story} post={post} look="side" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
