import type { AircraftLineContent } from '~/content/parts/aircraft-lines.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { Container } from '~/components/ui/container.tsx';

/** The line page's opening: title, lead, the way into the catalogue and the type's artwork. */
export function LineHero({
  content,
  catalogueHref,
}: {
  content: AircraftLineContent;
  catalogueHref: string;
}) {
  return (
    <div className="bg-inverse overflow-hidden text-white">
      <Container className="grid items-center gap-10 py-14 md:py-20 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-sky-300 uppercase">
            {content.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-bold sm:text-5xl lg:text-6xl">{content.title}</h1>
          <p className="mt-5 max-w-xl text-lg text-white/85">{content.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={catalogueHref} size="lg">
              {content.cta.label}
            </ButtonLink>
            <ButtonLink to="#models" size="lg" variant="link" className="text-white">
              See the models
            </ButtonLink>
          </div>
        </div>
        <ArtImage
          {...content.hero}
          priority
          className="rounded-card w-full shadow-2xl ring-1 ring-white/10"
        />
      </Container>
    </div>
  );
}
