import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { buttonClasses } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { withBase } from '~/shell/site-base.ts';

export type InstagramVariant = 'grid-3' | 'grid-4' | 'strip' | 'rounded' | 'profile';

export interface InstagramPost {
  id: string;
  image: ArtImageData;
  likes: number;
  comments: number;
  href: string;
}

export interface InstagramProfile {
  handle: string;
  name: string;
  avatar: ArtImageData;
  href: string;
  stats: readonly { label: string; value: string }[];
}

const grids: Record<InstagramVariant, { grid: string; tile: string }> = {
  'grid-3': { grid: 'grid grid-cols-2 gap-4 md:grid-cols-3', tile: '' },
  'grid-4': { grid: 'grid grid-cols-2 gap-2 md:grid-cols-4', tile: '' },
  strip: { grid: 'grid grid-cols-3 md:grid-cols-6', tile: '' },
  rounded: { grid: 'grid grid-cols-2 gap-6 md:grid-cols-3', tile: 'rounded-card shadow-md' },
  profile: { grid: 'grid grid-cols-3 gap-1 sm:gap-3', tile: 'rounded-md' },
};

const compact = new Intl.NumberFormat('en', { notation: 'compact' });

interface InstagramFeedProps extends SectionProps {
  posts: readonly InstagramPost[];
  variant?: InstagramVariant;
  /** Shown above the grid in the `profile` style. */
  profile?: InstagramProfile;
}

/**
 * A static grid of sample posts; likes and comments appear over a post on hover and keyboard
 * focus. Nothing is fetched: posts are typed data and the artwork is local.
 */
export function InstagramFeed({
  posts,
  variant = 'grid-3',
  profile,
  ...section
}: InstagramFeedProps) {
  const look = grids[variant];
  return (
    <Section spacing="md" {...section}>
      {variant === 'profile' && profile && (
        <div className="mb-8 flex flex-wrap items-center gap-6">
          <ArtImage {...profile.avatar} className="size-20 rounded-full ring-4 ring-pink-200" />
          <div className="flex-1">
            <p className="text-xl font-bold">{profile.handle}</p>
            <p className="text-muted">{profile.name}</p>
            <dl className="mt-2 flex gap-5 text-sm">
              {profile.stats.map((s) => (
                <div key={s.label} className="flex gap-1">
                  <dt className="text-muted order-last">{s.label}</dt>
                  <dd className="font-bold">{s.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <a
            href={withBase(profile.href)}
            target="_blank"
            rel="noreferrer noopener"
            className={buttonClasses({ variant: 'solid', size: 'sm', shape: 'pill' })}
          >
            <Icon name="instagram" size={16} />
            Follow
            <span className="sr-only"> {profile.handle} (opens in a new tab)</span>
          </a>
        </div>
      )}
      <ul data-variant={variant} className={look.grid}>
        {posts.map((post) => (
          <li key={post.id}>
            <a
              href={withBase(post.href)}
              target="_blank"
              rel="noreferrer noopener"
              className={cn('group relative block overflow-hidden', look.tile)}
            >
              <ArtImage
                {...post.image}
                className="aspect-square w-full object-cover transition-transform duration-500 group-hover:scale-105"
                data-motion
              />
              <span className="sr-only">
                {`: ${post.likes} likes, ${post.comments} comments (opens in a new tab)`}
              </span>
              <span
                aria-hidden="true"
                className="bg-inverse/70 absolute inset-0 flex items-center justify-center gap-5 font-semibold text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <span className="flex items-center gap-1.5">
                  <Icon name="heart" size={20} />
                  {compact.format(post.likes)}
                </span>
                <span className="flex items-center gap-1.5">
                  <Icon name="comment" size={20} />
                  {compact.format(post.comments)}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
