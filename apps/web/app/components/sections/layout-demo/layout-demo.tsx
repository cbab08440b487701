import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { Icon, type IconName } from '~/components/ui/icon.tsx';

export interface DemoCard {
  icon: IconName;
  title: string;
  text: string;
}

export interface DemoSection {
  /** Anchor id (one-page menus link to it). */
  id: string;
  /** Menu label. */
  label: string;
  eyebrow: string;
  title: string;
  body: string;
  cards: readonly DemoCard[];
}

interface LayoutDemoProps {
  /** Anchor id of the hero. */
  heroId: string;
  title: string;
  lead: string;
  /** What the visitor should try on this demo. */
  notes: readonly string[];
  sections: readonly DemoSection[];
}

/**
 * Sample page body for the header and footer demos: a dark hero (room at the top for a header laid
 * over it) and sections tall enough to scroll, each an anchor that clears the header when jumped to.
 */
export function LayoutDemo({ heroId, title, lead, notes, sections }: LayoutDemoProps) {
  return (
    <>
      <section
        id={heroId}
        aria-labelledby={`${heroId}-title`}
        className="bg-inverse scroll-mt-(--header-height) bg-[radial-gradient(ellipse_at_top_right,color-mix(in_oklab,var(--brand)_45%,transparent),transparent_60%)] pt-40 pb-24 text-white md:pt-48 md:pb-32"
      >
        <Container>
          <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-white/80 uppercase">
            Layout demo
          </p>
          <h1 id={`${heroId}-title`} className="max-w-3xl text-4xl font-bold sm:text-6xl">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-white/85">{lead}</p>
          <ul className="mt-10 grid max-w-3xl gap-3 sm:grid-cols-2">
            {notes.map((note) => (
              <li key={note} className="flex gap-3 text-white/90">
                <Icon name="check" size={20} className="mt-0.5 text-white" />
                {note}
              </li>
            ))}
          </ul>
        </Container>
      </section>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className={cn(
            'flex min-h-[80vh] scroll-mt-(--header-height) items-center py-20 md:py-28',
            index % 2 ? 'bg-surface-alt' : 'bg-surface',
          )}
        >
          <Container>
            <p className="text-brand mb-3 text-sm font-semibold tracking-[0.2em] uppercase">
              {section.eyebrow}
            </p>
            <h2 id={`${section.id}-title`} className="max-w-2xl text-3xl font-bold sm:text-4xl">
              {section.title}
            </h2>
            <p className="text-muted mt-5 max-w-2xl text-lg">{section.body}</p>
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {section.cards.map((card) => (
                <li key={card.title} className="rounded-card border-line bg-surface border p-6">
                  <Icon name={card.icon} size={32} className="text-brand" />
                  <h3 className="mt-4 text-lg font-bold">{card.title}</h3>
                  <p className="text-muted mt-2">{card.text}</p>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ))}
    </>
  );
}
