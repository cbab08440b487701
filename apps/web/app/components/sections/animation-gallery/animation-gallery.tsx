import { useEffect, useId, useRef, useState } from 'react';
import { useMotionAllowed } from '~/shell/use-motion-allowed.ts';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import effectsCss from './animation-gallery.css?raw';

/** The animation gallery (/animation): each entry names one effect of animation-gallery.css. */
export type AnimationKind = 'entrance' | 'hover';

export type AnimationEffect =
  | 'fade-up'
  | 'fade-down'
  | 'slide-left'
  | 'slide-right'
  | 'zoom-in'
  | 'flip-up'
  | 'bounce-in'
  | 'blur-in'
  | 'lift'
  | 'tilt'
  | 'pulse'
  | 'shine';

export interface AnimationDemo {
  /** The effect (its class in components/sections/animation-gallery). */
  id: AnimationEffect;
  name: string;
  kind: AnimationKind;
  description: string;
}

const effectsStyle = { __html: effectsCss };

const effects: Record<AnimationEffect, string> = {
  'fade-up': 'ca-fade-up',
  'fade-down': 'ca-fade-down',
  'slide-left': 'ca-slide-left',
  'slide-right': 'ca-slide-right',
  'zoom-in': 'ca-zoom-in',
  'flip-up': 'ca-flip-up',
  'bounce-in': 'ca-bounce-in',
  'blur-in': 'ca-blur-in',
  lift: 'ca-lift',
  tilt: 'ca-tilt',
  pulse: 'ca-pulse',
  shine: 'ca-shine',
};

/** How long the replay button holds a hover effect on. */
const previewMs = 1200;

function AnimationCard({
  demo,
  motionAllowed,
  noteId,
}: {
  demo: AnimationDemo;
  motionAllowed: boolean;
  noteId: string;
}) {
  const [runs, setRuns] = useState(0);
  const [preview, setPreview] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const replay = () => {
    setRuns((n) => n + 1);
    if (demo.kind === 'hover') {
      setPreview(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setPreview(false), previewMs);
    }
  };
  return (
    <li
      className="border-line bg-surface flex flex-col rounded-lg border p-6"
      data-animation={demo.id}
    >
      <div className="ca-stage bg-surface-alt mb-6 grid h-40 place-items-center overflow-hidden rounded-md">
        <div
          key={runs}
          data-motion=""
          data-effect={demo.id}
          data-preview={preview ? '' : undefined}
          className={cn(
            'bg-brand text-on-brand grid size-24 place-items-center rounded-lg text-sm font-bold',
            effects[demo.id],
          )}
          aria-hidden="true"
        >
          {demo.kind === 'hover' ? 'Hover' : 'Aloft'}
        </div>
      </div>
      <h3 className="text-ink text-lg font-bold">{demo.name}</h3>
      <p className="text-muted mt-2 mb-6 grow">{demo.description}</p>
      <Button
        variant="outline"
        size="sm"
        onClick={replay}
        disabled={!motionAllowed}
        aria-describedby={motionAllowed ? undefined : noteId}
      >
        Replay {demo.name}
      </Button>
    </li>
  );
}

export interface AnimationGalleryProps extends SectionProps {
  demos: readonly AnimationDemo[];
}

/**
 * A gallery of CSS entrance and hover effects, each with a button that plays it again. Under
 * prefers-reduced-motion (or below 768 px) nothing moves: the CSS holds every effect still, the replay buttons
 * are disabled and a note says why.
 */
export function AnimationGallery({ demos, ...section }: AnimationGalleryProps) {
  const motionAllowed = useMotionAllowed();
  const noteId = useId();
  const groups = [
    {
      kind: 'entrance',
      title: 'Entrance effects',
      lead: 'How a block arrives on the page. Each one plays once; the button plays it again.',
    },
    {
      kind: 'hover',
      title: 'Hover effects',
      lead: 'How an item answers the pointer. Hover a tile, or press its button to see the effect for a moment.',
    },
  ] as const;
  return (
    <Section {...section}>
      {/* As markup, not a text child: React hydrates a <style>'s inner HTML without comparing it. */}
      <style dangerouslySetInnerHTML={effectsStyle} />
      <p
        id={noteId}
        role="status"
        className="border-line bg-surface-alt text-ink mb-12 min-h-14 rounded-md border px-5 py-4"
        data-motion-note={motionAllowed ? 'on' : 'off'}
      >
        {motionAllowed
          ? 'Motion is on: every effect plays as it would on a page.'
          : 'Motion is off: your system asks for reduced motion, or the screen is narrower than 768 pixels, so the effects hold still.'}
      </p>
      {groups.map((group) => (
        <div key={group.kind} className="mb-16 last:mb-0">
          <h2 className="text-ink text-3xl font-bold">{group.title}</h2>
          <p className="text-muted mt-3 mb-8 max-w-2xl text-lg">{group.lead}</p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {demos
              .filter((demo) => demo.kind === group.kind)
              .map((demo) => (
                <AnimationCard
                  key={demo.id}
                  demo={demo}
                  motionAllowed={motionAllowed}
                  noteId={noteId}
                />
              ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
