import { join } from 'node:path';

// Build-time switches that leave one piece of the boot path out, so a build with it and a build without it
// can be measured against each other (`LH_COMPARE=<dir> npm run bench:lighthouse`, issue 20). Each is read
// from the environment by the build only (vite.config.ts, scripts/post-build.ts); unset, the build is the
// default one, unchanged. A value the switch does not know stops the build rather than quietly building the
// default.
// - CONTRAIL_BOOT=eager: React Router's own module loading (no scripts/deferred-boot.ts).
// - CONTRAIL_CSS=stylesheet: no inline page CSS (decision 0008): every page links the full stylesheet as
//   React Router renders it, an ordinary render-blocking `<link rel="stylesheet">`.
// - CONTRAIL_FONTS=swap: the site's two web fonts the ordinary way (decision 0010 left out): `@font-face`
//   rules with `font-display: swap` in <head>, the two Latin files preloaded, no <head> script and no font
//   logic after hydration (shell/web-fonts-swap.ts replaces shell/web-fonts-build.ts).

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(name: string, value: string | undefined, values: readonly T[]) {
  if (value === undefined || value === '') return undefined;
  if ((values as readonly string[]).includes(value)) return value as T;
  throw new Error(
    `${name}=${value}: expected ${values.map((v) => `"${v}"`).join(' or ')}, or unset`,
  );
}

/** How the pages get their CSS: inline, every rule each can use (the default), or the full stylesheet. */
export type CssMode = 'inline' | 'stylesheet';
export function cssMode(env: Env): CssMode {
  return oneOf('CONTRAIL_CSS', env.CONTRAIL_CSS, ['stylesheet'] as const) ?? 'inline';
}

/** How the pages load the site's web fonts: only when at hand (the default), or with `font-display: swap`. */
export type FontsMode = 'at-hand' | 'swap';
export function fontsMode(env: Env): FontsMode {
  return oneOf('CONTRAIL_FONTS', env.CONTRAIL_FONTS, ['swap'] as const) ?? 'at-hand';
}

/**
 * The module the root imports to learn how this build loads its web fonts, whatever the import's spelling. It
 * matches the whole specifier: Vite replaces the matched part only.
 */
export const webFontsBuildModule = /^(?:.*\/)?shell\/web-fonts-build(?:\.ts)?$/;

/**
 * The Vite aliases a fonts mode needs: none for the default build; for `swap`, the root's
 * shell/web-fonts-build.ts (no swap fonts) becomes shell/web-fonts-swap.ts (the faces and their preloads).
 */
export function fontsAliases(env: Env): { find: RegExp; replacement: string }[] {
  if (fontsMode(env) === 'at-hand') return [];
  return [
    {
      find: webFontsBuildModule,
      replacement: join(import.meta.dirname, '..', 'app', 'shell', 'web-fonts-swap.ts'),
    },
  ];
}
