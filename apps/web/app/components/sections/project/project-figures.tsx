import type { ProjectImage } from './project-data.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';

export type ProjectFiguresVariant = 'stack' | 'pair';

const lists: Record<ProjectFiguresVariant, string> = {
  stack: 'grid gap-8 lg:gap-12',
  pair: 'grid gap-8 md:grid-cols-2',
};

/** Captioned pictures of the project: a column of stacked images or a pair side by side. */
export function ProjectFigures({
  images,
  variant = 'stack',
  priorityFirst = false,
  className,
}: {
  images: readonly ProjectImage[];
  variant?: ProjectFiguresVariant;
  /** The first picture is above the fold: load it first. */
  priorityFirst?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn(lists[variant], className)}>
      {images.map((image, index) => (
        <li key={image.id}>
          <figure>
            <ArtImage
              {...image.img}
              priority={priorityFirst && index === 0}
              className="rounded-card h-auto w-full"
            />
            <figcaption className="text-muted mt-3 text-sm">{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
