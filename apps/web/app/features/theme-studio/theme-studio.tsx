import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type ReactNode,
} from 'react';
import { buttonClasses } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { demos } from '~/content/demos/index.ts';
import type { Demo } from '~/content/demos/recipe.ts';
import { isVariable, typefaces } from '~/lib/typefaces.ts';
import { withBase } from '~/shell/site-base.ts';
import { homeCategories } from '~/site-map/types.ts';
import {
  checkScheme,
  isHexColour,
  minimumRatio,
  suggestions,
  type ContrastResult,
} from './contrast-checks.ts';
import { applyToFrame, previewCss, previewFontCss } from './preview.ts';
import {
  colourTokens,
  cssSource,
  decodeTheme,
  fromDemo,
  jsonSource,
  parseTheme,
  recipeSource,
  schemes,
  schemesOf,
  shareLink,
  tokenInfo,
  type ColourToken,
  type Scheme,
  type StudioTheme,
} from './studio-theme.ts';

// The theme studio (issue 40 §2): pick a demo, restyle it live on its real page, see every pair that fails
// WCAG AA with a one-click mend, export the recipe, the CSS and a share link, import the JSON back.

const [firstDemo] = demos as [Demo, ...Demo[]];
const demoSlugs = demos.map((demo) => demo.slug);
const demoOf = (slug: string): Demo => demos.find((demo) => demo.slug === slug) ?? firstDemo;

const noSubscription = () => () => undefined;
const pageOrigin = () => window.location.origin;
/** The prerendered page's share link is relative until the page knows its origin. */
const noOrigin = () => '';

const field =
  'w-full rounded-md border border-line bg-card px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const labelClass = 'block text-sm font-semibold text-ink';
const panel = 'rounded-card border border-line bg-card p-5 sm:p-6';
const schemeName: Record<Scheme, string> = { light: 'Light', dark: 'Dark' };

/** The CSS length's pixels (`1rem` → 16), for the radius slider. */
function pixels(length: string): number {
  const value = parseFloat(length);
  if (Number.isNaN(value)) return 0;
  return /r?em$/.test(length) ? value * 16 : value;
}

/** A colour control: a picker and the hex field beside it, the field kept as typed until it is a colour. */
function ColourField({
  token,
  scheme,
  value,
  onChange,
}: {
  token: ColourToken;
  scheme: Scheme;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }
  const info = tokenInfo[token];
  const valid = isHexColour(draft);
  const typed = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value.trim();
    setDraft(next);
    if (isHexColour(next)) onChange(next.toLowerCase());
  };
  return (
    <div className="grid grid-cols-[2.75rem_1fr] items-center gap-x-3 gap-y-1">
      <input
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-label={`${info.label} (${scheme}): colour picker`}
        className="border-line bg-card h-10 w-11 cursor-pointer rounded-md border p-0.5"
      />
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <label htmlFor={id} className="text-ink text-sm font-semibold">
            {info.label}
            <span className="sr-only"> ({scheme})</span>
          </label>
          <span id={`${id}-use`} className="text-muted text-xs">
            {info.use}
          </span>
        </div>
        <input
          id={id}
          value={draft}
          onChange={typed}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={!valid || undefined}
          aria-describedby={valid ? `${id}-use` : `${id}-use ${id}-error`}
          data-token={token}
          className={cn(field, 'mt-1 py-1.5 font-mono', !valid && 'border-danger')}
        />
        {!valid && (
          <p id={`${id}-error`} className="text-danger mt-1 text-xs">
            A colour as #rrggbb.
          </p>
        )}
      </div>
    </div>
  );
}

function PanelHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-display text-ink text-xl font-bold">
      {children}
    </h2>
  );
}

/** A read-only block of exported text with its copy button. */
function ExportBlock({
  label,
  value,
  rows,
  onCopied,
  testId,
}: {
  label: string;
  value: string;
  rows: number;
  onCopied: (what: string) => void;
  testId: string;
}) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      onCopied(`${label} copied.`);
    } catch {
      onCopied(`Copying was refused: select the text of ${label} and copy it.`);
    }
  };
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <button
          type="button"
          onClick={copy}
          className={buttonClasses({ variant: 'soft', size: 'sm' })}
        >
          Copy <span className="sr-only">{label}</span>
        </button>
      </div>
      <textarea
        id={id}
        readOnly
        value={value}
        rows={rows}
        spellCheck={false}
        data-export={testId}
        wrap="off"
        className={cn(field, 'mt-2 resize-y font-mono text-xs leading-relaxed')}
      />
    </div>
  );
}

function ContrastItem({
  result,
  colours,
  onApply,
}: {
  result: ContrastResult;
  colours: StudioTheme[Scheme];
  onApply: (scheme: Scheme, token: ColourToken, colour: string) => void;
}) {
  const mends = suggestions(result, colours);
  return (
    <li
      className="border-line flex gap-3 border-t py-3 first:border-t-0"
      data-pair={result.pair.id}
    >
      {/* The failing pair itself, drawn (an image: its low contrast is what it shows). */}
      <svg
        aria-hidden="true"
        viewBox="0 0 44 44"
        className="border-line size-11 shrink-0 rounded-md border"
      >
        <rect width="44" height="44" fill={result.background} />
        <text x="22" y="28" textAnchor="middle" fontSize="16" fontWeight="700" fill={result.text}>
          Aa
        </text>
      </svg>
      <div className="min-w-0 text-sm">
        <p className="text-ink">
          <strong>{result.pair.label}</strong>{' '}
          <span className="text-muted">({schemeName[result.scheme].toLowerCase()})</span>:{' '}
          <strong data-ratio>{result.ratio.toFixed(2)}:1</strong>, needs {minimumRatio}:1
        </p>
        <p className="text-muted">Shows in: {result.pair.where}.</p>
        {mends.length > 0 ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {mends.map((mend) => (
              <button
                key={mend.token}
                type="button"
                onClick={() => onApply(result.scheme, mend.token, mend.colour)}
                className={buttonClasses({ variant: 'outline', size: 'sm', className: 'gap-2' })}
              >
                <span
                  aria-hidden="true"
                  className="border-line inline-block size-3.5 rounded-full border"
                  style={{ backgroundColor: mend.colour }}
                />
                Use {mend.colour} for {tokenInfo[mend.token].label.toLowerCase()} (
                {mend.ratio.toFixed(2)}:1)
              </button>
            ))}
          </div>
        ) : (
          <p className="text-muted mt-1">No single colour change mends this pair.</p>
        )}
      </div>
    </li>
  );
}

/** The studio: controls, the live page, the contrast panel, export and import. */
export function ThemeStudio() {
  const [theme, setTheme] = useState<StudioTheme>(() => fromDemo(firstDemo));
  const [scheme, setScheme] = useState<Scheme>(firstDemo.theme.designed);
  const [width, setWidth] = useState<'fit' | 'phone'>('fit');
  const [announcement, setAnnouncement] = useState('');
  const [importText, setImportText] = useState('');
  const [importError, setImportError] = useState('');
  const [fontCss, setFontCss] = useState('');
  const frame = useRef<HTMLIFrameElement>(null);
  const demo = demoOf(theme.demo);
  const ids = { controls: useId(), contrast: useId(), exports: useId(), imports: useId() };

  // A share link opens the studio with its theme (read after hydration: the prerendered page has none).
  useEffect(() => {
    const shared = new URLSearchParams(window.location.search).get('theme');
    if (!shared) return;
    const parsed = parseTheme(decodeTheme(shared) ?? '', demoSlugs);
    if (parsed.ok) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is known only after hydration
      setTheme(parsed.theme);
      setScheme(parsed.theme.designed);
      setAnnouncement(`Opened the shared theme of the ${demoOf(parsed.theme.demo).title} demo.`);
    } else setAnnouncement(`The share link’s theme could not be read: ${parsed.error}`);
  }, []);

  const shown = useDeferredValue(theme);
  const css = useMemo(() => previewCss(shown, scheme), [shown, scheme]);
  const checked = schemesOf(shown);
  const results = useMemo(() => schemesOf(shown).flatMap((s) => checkScheme(shown[s], s)), [shown]);
  const failing = results.filter((r) => r.ratio < minimumRatio);

  const { display, body } = theme.fonts;
  const caps = theme.headingCase === 'uppercase';
  useEffect(() => {
    let live = true;
    previewFontCss({ ...theme, fonts: { display, body } })
      .then((faces) => live && setFontCss(faces))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Only the typefaces and the heading case change the faces.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [display, body, caps]);

  useEffect(() => applyToFrame(frame.current, scheme, css, fontCss), [scheme, css, fontCss]);

  const set = (patch: Partial<StudioTheme>) => setTheme((t) => ({ ...t, ...patch }));
  const setColour = (s: Scheme, token: ColourToken, value: string) =>
    setTheme((t) => ({ ...t, [s]: { ...t[s], [token]: value } }));
  const applyMend = (s: Scheme, token: ColourToken, value: string) => {
    setColour(s, token, value);
    setAnnouncement(`${tokenInfo[token].label} (${s}) set to ${value}.`);
  };
  const pickDemo = (slug: string) => {
    const next = demoOf(slug);
    setTheme(fromDemo(next));
    setScheme(next.theme.designed);
    setAnnouncement(`Editing the ${next.title} demo.`);
  };
  const importTheme = () => {
    const parsed = parseTheme(importText, demoSlugs);
    if (!parsed.ok) {
      setImportError(parsed.error);
      return;
    }
    setImportError('');
    setTheme(parsed.theme);
    setScheme(parsed.theme.designed);
    setAnnouncement(`Imported a theme for the ${demoOf(parsed.theme.demo).title} demo.`);
  };

  const origin = useSyncExternalStore(noSubscription, pageOrigin, noOrigin);
  const recipe = recipeSource(theme, demo);
  const link = shareLink(theme, origin);
  const byScheme = checked.map((s) => failing.filter((r) => r.scheme === s).length);
  const inSchemes = checked.length > 1 ? 'in both schemes' : `in the ${checked[0]} scheme`;

  return (
    <div className="mx-auto w-full max-w-[96rem] px-5 pb-16 sm:px-8">
      <p role="status" aria-live="polite" className="sr-only" data-announcement>
        {announcement}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8">
        {/* Sticky under the site's header, so the page stays in view while the controls scroll. */}
        <section
          aria-label="Live preview"
          className="bg-surface sticky top-[4.5rem] z-10 -mx-5 px-5 pt-2 pb-3 sm:mx-0 sm:px-0 lg:top-[5.5rem] lg:p-0"
        >
          <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-2 lg:mb-3">
            <p className="text-muted text-sm max-sm:sr-only">
              The real <strong className="text-ink">{demo.title}</strong> page,{' '}
              {schemeName[scheme].toLowerCase()} scheme: scroll it, follow its links, try its forms.
            </p>
            <div className="flex gap-2" role="group" aria-label="Preview width">
              {(['fit', 'phone'] as const).map((w) => (
                <button
                  key={w}
                  type="button"
                  aria-pressed={width === w}
                  onClick={() => setWidth(w)}
                  className={buttonClasses({
                    variant: width === w ? 'solid' : 'outline',
                    size: 'sm',
                  })}
                >
                  {w === 'fit' ? 'Full width' : 'Phone (390 px)'}
                </button>
              ))}
            </div>
          </div>
          <div className="rounded-card border-line bg-surface-alt overflow-hidden border shadow-xl">
            <iframe
              key={demo.slug}
              ref={frame}
              src={withBase(demo.route)}
              title={`${demo.title} demo, restyled`}
              onLoad={() => applyToFrame(frame.current, scheme, css, fontCss)}
              className={cn(
                'bg-surface mx-auto block h-[42vh] lg:h-[calc(100vh-9rem)]',
                width === 'phone' ? 'w-[390px] max-w-full' : 'w-full',
              )}
            />
          </div>
        </section>
        <section aria-labelledby={ids.controls} className={cn(panel, 'space-y-6')}>
          <PanelHeading id={ids.controls}>Theme</PanelHeading>
          <div>
            <label htmlFor={`${ids.controls}-demo`} className={labelClass}>
              Demo
            </label>
            <select
              id={`${ids.controls}-demo`}
              value={theme.demo}
              onChange={(e) => pickDemo(e.target.value)}
              className={cn(field, 'mt-1')}
            >
              {homeCategories.map((category) => (
                <optgroup key={category} label={category}>
                  {demos
                    .filter((d) => d.category === category)
                    .map((d) => (
                      <option key={d.slug} value={d.slug}>
                        {d.title}
                      </option>
                    ))}
                </optgroup>
              ))}
            </select>
            <button
              type="button"
              onClick={() => pickDemo(theme.demo)}
              className={buttonClasses({ variant: 'link', size: 'sm', className: 'mt-1' })}
            >
              Reset to the demo’s own theme
            </button>
          </div>

          <fieldset>
            <legend className={labelClass}>Scheme to edit and preview</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {schemes.map((s) => (
                <label
                  key={s}
                  className="border-line text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:checked]:text-brand-strong flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm"
                >
                  <input
                    type="radio"
                    name={`${ids.controls}-scheme`}
                    value={s}
                    checked={scheme === s}
                    onChange={() => setScheme(s)}
                    className="accent-brand"
                  />
                  {schemeName[s]}
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset className="space-y-3">
            <legend className="font-display text-ink text-lg font-bold">
              {schemeName[scheme]} colours
            </legend>
            {colourTokens.map((token) => (
              <ColourField
                key={`${scheme}-${token}`}
                token={token}
                scheme={scheme}
                value={theme[scheme][token]}
                onChange={(value) => setColour(scheme, token, value)}
              />
            ))}
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="font-display text-ink text-lg font-bold">Type and corners</legend>
            {(
              [
                ['display', 'Heading font'],
                ['body', 'Body font'],
              ] as const
            ).map(([role, label]) => (
              <div key={role}>
                <label htmlFor={`${ids.controls}-${role}`} className={labelClass}>
                  {label}
                </label>
                <select
                  id={`${ids.controls}-${role}`}
                  value={theme.fonts[role]}
                  onChange={(e) => set({ fonts: { ...theme.fonts, [role]: e.target.value } })}
                  className={cn(field, 'mt-1')}
                >
                  {typefaces.map((t) => (
                    <option key={t.name} value={t.name}>
                      {t.name}
                      {isVariable(t) ? '' : ' (one weight)'}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div>
              <label htmlFor={`${ids.controls}-case`} className={labelClass}>
                Heading case
              </label>
              <select
                id={`${ids.controls}-case`}
                value={theme.headingCase}
                onChange={(e) =>
                  set({ headingCase: e.target.value === 'uppercase' ? 'uppercase' : 'none' })
                }
                className={cn(field, 'mt-1')}
              >
                <option value="none">As written</option>
                <option value="uppercase">Capitals</option>
              </select>
            </div>
            <div>
              <label htmlFor={`${ids.controls}-tracking`} className={labelClass}>
                Heading letter spacing: <output>{theme.headingTracking}</output>
              </label>
              <input
                id={`${ids.controls}-tracking`}
                type="range"
                min={-0.05}
                max={0.2}
                step={0.005}
                value={parseFloat(theme.headingTracking) || 0}
                onChange={(e) => set({ headingTracking: `${Number(e.target.value)}em` })}
                className="accent-brand mt-2 w-full"
              />
            </div>
            <div>
              <label htmlFor={`${ids.controls}-radius`} className={labelClass}>
                Corner radius: <output>{theme.radius}</output>
              </label>
              <input
                id={`${ids.controls}-radius`}
                type="range"
                min={0}
                max={40}
                step={1}
                value={pixels(theme.radius)}
                onChange={(e) => {
                  const px = Number(e.target.value);
                  set({ radius: px === 0 ? '0' : `${px / 16}rem` });
                }}
                className="accent-brand mt-2 w-full"
              />
            </div>
          </fieldset>
        </section>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-2 lg:items-start">
        <section aria-labelledby={ids.contrast} className={panel} data-contrast-panel>
          <PanelHeading id={ids.contrast}>Contrast</PanelHeading>
          <p className="text-muted mt-2 text-sm">
            Every text and background pair of the theme and of the shared sections (buttons, forms,
            footers), {inSchemes}, against WCAG AA ({minimumRatio}:1).
            {shown.only && ` The demo is shown ${shown.only.scheme} only: ${shown.only.reason}`}
          </p>
          <p className="text-ink mt-3 font-semibold" role="status" data-contrast-summary>
            {failing.length === 0
              ? `All ${results.length} pairs pass ${inSchemes}.`
              : `${failing.length} of ${results.length} pairs fail: ${checked
                  .map((s, i) => `${byScheme[i]} ${s}`)
                  .join(', ')}.`}
          </p>
          {failing.length > 0 && (
            <ul className="mt-3">
              {failing.map((result) => (
                <ContrastItem
                  key={`${result.scheme}-${result.pair.id}`}
                  result={result}
                  colours={shown[result.scheme]}
                  onApply={applyMend}
                />
              ))}
            </ul>
          )}
        </section>

        <div className="space-y-8">
          <section aria-labelledby={ids.exports} className={cn(panel, 'space-y-5')}>
            <PanelHeading id={ids.exports}>Export</PanelHeading>
            <ExportBlock
              label={`Recipe (content/demos/${demo.slug}.ts)`}
              value={recipe}
              rows={12}
              onCopied={setAnnouncement}
              testId="recipe"
            />
            <ExportBlock
              label="CSS custom properties"
              value={cssSource(theme)}
              rows={8}
              onCopied={setAnnouncement}
              testId="css"
            />
            <ExportBlock
              label="Theme JSON"
              value={jsonSource(theme)}
              rows={8}
              onCopied={setAnnouncement}
              testId="json"
            />
            <ExportBlock
              label="Share link"
              value={link}
              rows={3}
              onCopied={setAnnouncement}
              testId="link"
            />
          </section>

          <section aria-labelledby={ids.imports} className={cn(panel, 'space-y-3')}>
            <PanelHeading id={ids.imports}>Import</PanelHeading>
            <label htmlFor={`${ids.imports}-json`} className={labelClass}>
              Theme JSON (as exported above)
            </label>
            <textarea
              id={`${ids.imports}-json`}
              value={importText}
              onChange={(e) => setImportText(e.target.value)}
              rows={6}
              spellCheck={false}
              aria-invalid={importError ? true : undefined}
              aria-describedby={importError ? `${ids.imports}-error` : undefined}
              className={cn(field, 'font-mono text-xs')}
            />
            {importError && (
              <p id={`${ids.imports}-error`} role="alert" className="text-danger text-sm">
                {importError}
              </p>
            )}
            <button
              type="button"
              onClick={importTheme}
              className={buttonClasses({ variant: 'solid' })}
            >
              Import theme
            </button>
          </section>
        </div>
      </div>
    </div>
  );
}
