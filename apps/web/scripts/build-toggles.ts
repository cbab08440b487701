// Build-time switches that leave one piece of the boot path out, so a build with it and a build without it
// can be measured against each other (`LH_COMPARE=<dir> npm run bench:lighthouse`, issue 20). Each is read
// from the environment by the build only (vite.config.ts, scripts/post-build.ts); unset, the build is the
// default one, unchanged. A value the switch does not know stops the build rather than quietly building the
// default.
// - CONTRAIL_BOOT=eager: React Router's own module loading (no scripts/deferred-boot.ts).
// - CONTRAIL_CSS=stylesheet: no inline page CSS (decision 0008): every page links the full stylesheet as
//   React Router renders it, an ordinary render-blocking `<link rel="stylesheet">`.

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
