import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';

export interface TeamSocial {
  icon: IconName;
  label: string;
  href: string;
}

/** A team member (spec §3: id, img, name, description, designation) plus optional social links. */
export interface TeamMember {
  id: number;
  img: ArtImageData;
  name: string;
  designation: string;
  description: string;
  socials?: readonly TeamSocial[];
}

export type TeamVariant = 'overlay' | 'classic' | 'circle' | 'card' | 'side';

const frames: Record<TeamVariant, string> = {
  overlay: 'group relative overflow-hidden rounded-card',
  classic: 'group',
  circle: 'group text-center',
  card: 'group overflow-hidden rounded-card bg-surface shadow-lg transition hover:-translate-y-1 border-b-4 border-transparent hover:border-brand',
  side: 'group grid items-center gap-6 overflow-hidden rounded-card bg-surface-alt sm:grid-cols-[2fr_3fr]',
};
const imageWrappers: Record<TeamVariant, string> = {
  overlay: 'overflow-hidden',
  classic: 'overflow-hidden rounded-card',
  circle: 'p-2',
  card: 'overflow-hidden',
  side: 'h-full',
};
const images: Record<TeamVariant, string> = {
  overlay: 'aspect-[5/6] w-full object-cover transition duration-500 group-hover:scale-105',
  classic: 'aspect-[5/6] w-full rounded-card object-cover',
  circle: 'mx-auto aspect-square w-48 max-w-full rounded-full object-cover ring-8 ring-brand-soft',
  card: 'aspect-[5/6] w-full object-cover',
  side: 'aspect-[5/6] h-full w-full object-cover',
};
const bodies: Record<TeamVariant, string> = {
  overlay:
    'absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent p-6 pt-16 text-white',
  classic: 'pt-5',
  circle: 'pt-6',
  card: 'p-6',
  side: 'p-6 sm:ps-0',
};
const roles: Record<TeamVariant, string> = {
  overlay: 'text-white/85',
  classic: 'text-brand',
  circle: 'text-muted',
  card: 'text-brand',
  side: 'text-brand',
};
const socialRows: Record<TeamVariant, string> = {
  overlay:
    'mt-3 max-h-0 overflow-hidden opacity-0 transition-all duration-300 group-focus-within:max-h-12 group-focus-within:opacity-100 group-hover:max-h-12 group-hover:opacity-100',
  classic: 'mt-3',
  circle: 'mt-3 justify-center',
  card: 'mt-4 border-t border-line pt-4',
  side: 'mt-4',
};
const socialLinks: Record<TeamVariant, string> = {
  overlay: 'text-white hover:bg-white/20',
  classic: 'text-muted hover:text-brand',
  circle: 'bg-surface-alt text-ink hover:bg-brand hover:text-on-brand',
  card: 'text-muted hover:text-brand',
  side: 'bg-surface text-ink hover:bg-brand hover:text-on-brand',
};
const showsDescription: Record<TeamVariant, boolean> = {
  overlay: false,
  classic: true,
  circle: false,
  card: true,
  side: true,
};

/** One team member in one of five styles. */
export function TeamCard({
  member,
  variant = 'classic',
  className,
}: {
  member: TeamMember;
  variant?: TeamVariant;
  className?: string;
}) {
  return (
    <article className={cn(frames[variant], className)}>
      <div className={imageWrappers[variant]}>
        <ArtImage {...member.img} className={images[variant]} />
      </div>
      <div className={bodies[variant]}>
        <h3 className="text-xl font-bold">{member.name}</h3>
        <p className={cn('mt-1 text-sm font-semibold tracking-wider uppercase', roles[variant])}>
          {member.designation}
        </p>
        {showsDescription[variant] && <p className="text-muted mt-3">{member.description}</p>}
        {member.socials && member.socials.length > 0 && (
          <ul className={cn('flex gap-1', socialRows[variant])}>
            {member.socials.map((social) => (
              <li key={social.icon}>
                <a
                  href={social.href}
                  aria-label={`${member.name} on ${social.label}`}
                  className={cn(
                    'grid size-10 place-items-center rounded-full transition-colors',
                    socialLinks[variant],
                  )}
                >
                  <Icon name={social.icon} size={18} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
