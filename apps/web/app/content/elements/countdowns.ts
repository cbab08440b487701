import type { CountdownVariant } from '~/components/sections/countdown/countdown.tsx';

const day = 86_400_000;
/** Midnight UTC `days` from today, so the demo always counts down to a stable future moment. */
const midnightIn = (days: number) => (Math.floor(Date.now() / day) + days) * day;

/** The countdown element page: five styles, the last one already finished. */
export const countdownDemos: ReadonlyArray<{
  label: string;
  variant: CountdownVariant;
  target: number | string;
  timerLabel: string;
  finishedText?: string;
}> = [
  {
    label: 'Boxes',
    variant: 'boxes',
    target: midnightIn(48),
    timerLabel: 'Time left until the product launch',
  },
  {
    label: 'Plain numbers',
    variant: 'plain',
    target: midnightIn(21),
    timerLabel: 'Time left until the conference',
  },
  {
    label: 'Circles',
    variant: 'circles',
    target: midnightIn(9),
    timerLabel: 'Time left in the early-bird sale',
  },
  {
    label: 'Dark tiles',
    variant: 'dark',
    target: midnightIn(120),
    timerLabel: 'Time left until the new studio opens',
  },
  {
    label: 'Finished state',
    variant: 'inline',
    target: '2024-01-01T00:00:00Z',
    timerLabel: 'Time left until the spring sale',
    finishedText: 'The spring sale has started — see you in the shop!',
  },
];
