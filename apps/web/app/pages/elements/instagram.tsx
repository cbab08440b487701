import { InstagramFeed } from '~/components/sections/instagram/instagram-feed.tsx';
import { ElementPage } from '~/components/layout/element-page.tsx';
import { instagramDemos, instagramPosts, instagramProfile } from '~/content/elements/instagram.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export const meta = pageMeta;

export default function InstagramPage() {
  return (
    <ElementPage
      demos={instagramDemos.map((demo) => ({
        label: demo.label,
        node: (
          <InstagramFeed
            variant={demo.variant}
            posts={instagramPosts.slice(0, demo.count)}
            profile={instagramProfile}
            width={demo.variant === 'strip' ? 'full' : 'default'}
            spacing="sm"
            label={`${demo.label} sample posts`}
          />
        ),
      }))}
    />
  );
}
