import { Link } from 'react-router';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { Carousel } from '~/components/sections/carousel/carousel.tsx';
import {
  categoryTitlesOf,
  type PortfolioCategoryTitles,
  type PortfolioProject,
} from './portfolio-data.ts';

interface PortfolioSliderProps {
  projects: readonly PortfolioProject[];
  categoryTitles: PortfolioCategoryTitles;
  label: string;
  hrefOf: (project: PortfolioProject) => string | undefined;
}

/**
 * The slider layout: the shared carousel (arrows, dots, keyboard arrows while in view, autoplay that a
 * visitor can stop and that is off under reduced motion) with one large project card per slide.
 */
export function PortfolioSlider({ projects, categoryTitles, label, hrefOf }: PortfolioSliderProps) {
  return (
    <Carousel
      items={projects}
      getKey={(project) => project.id}
      label={label}
      perView={{ base: 1, md: 2, xl: 3 }}
      controls="both"
      delay={5000}
      renderSlide={(project) => {
        const href = hrefOf(project);
        return (
          <article data-project={project.slug} className="flex h-full flex-col">
            <div className="rounded-card overflow-hidden">
              <ArtImage {...project.img} className="aspect-[4/3] w-full object-cover" />
            </div>
            <div className="flex flex-1 flex-col pt-6">
              <p className="text-brand text-sm font-semibold tracking-[0.15em] uppercase">
                {categoryTitlesOf(project, categoryTitles).join(' · ')}
              </p>
              <h3 className="mt-2 text-2xl font-bold">{project.title}</h3>
              <p className="text-muted mt-1 text-sm">
                {project.client}, {project.year}
              </p>
              <p className="text-muted mt-4 flex-1">{project.summary}</p>
              {href && (
                <Link
                  to={href}
                  prefetch="intent"
                  className="text-brand mt-5 inline-flex items-center gap-2 self-start font-semibold underline-offset-4 hover:underline"
                >
                  View project<span className="sr-only">: {project.title}</span>
                  <Icon name="arrow-right" size={18} />
                </Link>
              )}
            </div>
          </article>
        );
      }}
    />
  );
}
