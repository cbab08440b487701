import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';

/** An author's box under a post. */
export interface AuthorProfile {
  role: string;
  bio: string;
  avatar: ArtImageData;
}

/** The author's portrait, name, role and short bio under a post. */
export function AuthorBox({
  name,
  profile,
  className,
}: {
  name: string;
  profile?: AuthorProfile;
  className?: string;
}) {
  return (
    <div
      className={cn('bg-surface-alt rounded-card flex flex-col gap-6 p-8 sm:flex-row', className)}
    >
      {profile && (
        <ArtImage {...profile.avatar} className="size-24 shrink-0 rounded-full object-cover" />
      )}
      <div>
        <p className="text-brand text-xs font-bold tracking-[0.15em] uppercase">Written by</p>
        <h2 className="mt-1 text-2xl font-bold">{name}</h2>
        {profile && (
          <>
            <p className="text-muted text-sm font-semibold">{profile.role}</p>
            <p className="text-ink/90 mt-3">{profile.bio}</p>
          </>
        )}
      </div>
    </div>
  );
}
