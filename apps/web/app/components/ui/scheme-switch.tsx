import { Suspense, createContext, useContext, useId, useSyncExternalStore } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';
import {
  chooseScheme,
  currentSchemeChoice,
  schemeChoices,
  subscribeToScheme,
  type SchemeChoice,
} from '~/lib/color-scheme.ts';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { lazyChunk } from '~/shell/hydration.tsx';

/**
 * The page's one scheme and why (a one-scheme demo's theme `only`, set by PageLayout): the switch then says
 * so. The reason is the demo's own text, so it comes with the demo's content, not with every page.
 */
export const SchemeOnly = createContext<DemoTheme['only']>(undefined);
const SchemeOnlyNote = lazyChunk(() =>
  import('./scheme-only-note.tsx').then((m) => m.SchemeOnlyNote),
);

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
  const texts = useMessages().header?.scheme;
  const labelOf = (option: SchemeChoice) => texts?.[option] ?? options[option].label;
  // On a one-scheme page: the scheme in force (app.css) and the reason, in a note the group is described by
  // (its own chunk, loaded on such a page only); the visitor's choice is kept for the other pages.
  const only = useContext(SchemeOnly);
  return (
    <fieldset
      data-scheme-switch=""
      data-scheme-fixed={only?.scheme}
      aria-describedby={only && `${name}n`}
      className={cn(
        'group/scheme relative inline-flex shrink-0 items-center rounded-full border p-0.5',
        vertical && 'flex-col',
        tones[tone],
        className,
      )}
    >
      <legend className="sr-only">{texts?.legend ?? 'Colour scheme'}</legend>
      {schemeChoices.map((option) => (
        <label
          key={option}
          data-scheme-option={option}
          title={texts ? texts.hint(labelOf(option)) : `${options[option].label} colour scheme`}
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
          <span className="sr-only">{labelOf(option)}</span>
        </label>
      ))}
      {only && (
        <Suspense>
          <SchemeOnlyNote id={`${name}n`} vertical={vertical} {...only} />
        </Suspense>
      )}
    </fieldset>
  );
}
