import { useId, useSyncExternalStore } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import {
  chooseScheme,
  currentSchemeChoice,
  schemeChoices,
  subscribeToScheme,
  type SchemeChoice,
} from '~/lib/color-scheme.ts';

const options: Record<SchemeChoice, { label: string; icon: IconName }> = {
  system: { label: 'System', icon: 'monitor' },
  light: { label: 'Light', icon: 'sun' },
  dark: { label: 'Dark', icon: 'moon' },
};

/** The prerendered page knows no choice: it shows the system's until it hydrates (CSS marks the real one). */
const serverChoice = (): SchemeChoice => 'system';

const tones = {
  default:
    'border-line text-ink [--scheme-on-bg:var(--brand-soft)] [--scheme-on-ink:var(--brand-strong)]',
  inverse: 'border-white/25 text-white [--scheme-on-bg:#ffffff] [--scheme-on-ink:var(--inverse)]',
} as const;

/**
 * The colour-scheme switch: three radio buttons (system, light, dark) in a labelled group, so a keyboard
 * reaches it with Tab and changes it with the arrow keys, and a screen reader announces each option and its
 * state. The option in force is marked from the root's `data-scheme` (app.css), right from the first paint.
 */
export function SchemeSwitch({
  tone = 'default',
  vertical = false,
  className,
}: {
  tone?: keyof typeof tones;
  /** Options stacked (a narrow side rail). */
  vertical?: boolean;
  className?: string;
}) {
  const name = useId();
  const choice = useSyncExternalStore(subscribeToScheme, currentSchemeChoice, serverChoice);
  return (
    <fieldset
      data-scheme-switch=""
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border p-0.5',
        vertical && 'flex-col',
        tones[tone],
        className,
      )}
    >
      <legend className="sr-only">Colour scheme</legend>
      {schemeChoices.map((option) => (
        <label
          key={option}
          data-scheme-option={option}
          title={`${options[option].label} colour scheme`}
          className="grid size-8 cursor-pointer place-items-center rounded-full has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-current"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={choice === option}
            onChange={() => chooseScheme(option)}
            className="sr-only"
          />
          <Icon name={options[option].icon} size={18} />
          <span className="sr-only">{options[option].label}</span>
        </label>
      ))}
    </fieldset>
  );
}
