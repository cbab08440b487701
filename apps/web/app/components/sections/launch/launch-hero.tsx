import { useId } from 'react';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Logo } from '~/components/ui/logo.tsx';
import { Countdown, type CountdownVariant } from '~/components/sections/countdown/countdown.tsx';
import {
  SubscribeForm,
  type SubscribeFormVariant,
} from '~/components/sections/subscribe/subscribe-form.tsx';

export interface LaunchData {
  eyebrow: string;
  title: string;
  lead: string;
  /** The launch moment (ISO date, UTC). */
  launchAt: string;
  /** How the launch date reads, e.g. "1 March 2027". */
  launchText: string;
  timerLabel: string;
  finishedText: string;
  subscribeTitle: string;
  buttonLabel: string;
  /** Small print under the form. */
  note: string;
  image: ArtImageData;
}

/** split: text and countdown beside the artwork; overlay: centred over full-bleed artwork under a dark veil. */
export type LaunchHeroVariant = 'split' | 'overlay';

interface Look {
  root: string;
  column: string;
  eyebrow: string;
  lead: string;
  countdown: CountdownVariant;
  form: SubscribeFormVariant;
  tone: 'default' | 'inverse';
  note: string;
}

const looks: Record<LaunchHeroVariant, Look> = {
  split: {
    root: 'bg-surface grid min-h-screen lg:grid-cols-2',
    column: 'flex flex-col px-6 py-10 sm:px-12 lg:px-16',
    eyebrow: 'text-brand',
    lead: 'text-muted',
    countdown: 'boxes',
    form: 'inline',
    tone: 'default',
    note: 'text-muted',
  },
  overlay: {
    root: 'bg-inverse relative isolate grid min-h-screen text-white',
    column: 'flex flex-col items-center px-6 py-10 text-center sm:px-12',
    eyebrow: 'text-white/85',
    lead: 'text-white/85',
    countdown: 'dark',
    form: 'pill',
    tone: 'inverse',
    note: 'text-white/75',
  },
};

/** A launch page body: the brand, the h1, a live countdown to the launch and the newsletter form. */
export function LaunchHero({
  data,
  variant = 'split',
}: {
  data: LaunchData;
  variant?: LaunchHeroVariant;
}) {
  const look = looks[variant];
  const formTitle = useId();
  const overlay = variant === 'overlay';
  return (
    <div className={look.root} data-variant={variant}>
      {overlay && (
        <>
          <ArtImage
            {...data.image}
            embed
            className="absolute inset-0 -z-20 size-full object-cover"
          />
          <div aria-hidden="true" className="bg-inverse/80 absolute inset-0 -z-10" />
        </>
      )}
      <div className={look.column}>
        <Logo tone={overlay ? 'inverse' : 'default'} />
        <div className={cn('my-auto w-full max-w-3xl py-14', overlay && 'mx-auto')}>
          <p className={cn('mb-4 text-sm font-semibold tracking-[0.25em] uppercase', look.eyebrow)}>
            {data.eyebrow} · <time dateTime={data.launchAt.slice(0, 10)}>{data.launchText}</time>
          </p>
          <h1 className="font-display text-5xl leading-tight font-extrabold tracking-tight sm:text-6xl">
            {data.title}
          </h1>
          <p className={cn('mt-6 text-lg', look.lead, overlay && 'mx-auto max-w-2xl')}>
            {data.lead}
          </p>
          <Countdown
            target={data.launchAt}
            variant={look.countdown}
            label={data.timerLabel}
            finishedText={data.finishedText}
            className="mt-12"
          />
          <div className={cn('mt-12 max-w-xl', overlay && 'mx-auto')}>
            <h2 id={formTitle} className="mb-4 text-xl font-bold">
              {data.subscribeTitle}
            </h2>
            <SubscribeForm
              variant={look.form}
              tone={look.tone}
              buttonLabel={data.buttonLabel}
              labelledBy={formTitle}
            />
            <p className={cn('mt-3 text-sm', look.note)}>{data.note}</p>
          </div>
        </div>
      </div>
      {!overlay && (
        <div className="relative hidden lg:block">
          <ArtImage {...data.image} priority className="absolute inset-0 size-full object-cover" />
        </div>
      )}
    </div>
  );
}
