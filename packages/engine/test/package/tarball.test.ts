import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { engineRoot, unpack } from './helpers.ts';

const tarball = inject('tarball');
const { dir, manifest } = unpack(tarball);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((f) => f.replace(/^package\//, ''));

describe('the packed tarball', () => {
  it('carries the licence of the repository, the README and the manifest', () => {
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json']));
    expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toBe(readFileSync(join(engineRoot, '../../LICENSE'), 'utf8'));
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    expect(manifest.keywords?.length).toBeGreaterThan(0);
  });

  it('has built code and declarations behind every export condition', () => {
    const targets = Object.entries(manifest.exports).flatMap(([key, value]) =>
      typeof value === 'string' ? [[key, value] as const] : Object.values(value).map((v) => [key, v] as const),
    );
    expect(targets.length).toBeGreaterThan(15);
    const missing = targets.filter(([, target]) => !existsSync(join(dir, target)));
    expect(missing).toEqual([]);
    expect(files.filter((f) => f.startsWith('dist/') && f.endsWith('.js')).length).toBeGreaterThan(15);
  });

  it('leaves out tests, build state and anything outside dist, src and the top-level documents', () => {
    const stray = files.filter(
      (f) =>
        !/^(dist|src)\//.test(f) && !['LICENSE', 'README.md', 'package.json'].includes(f) && !/^CHANGELOG\.md$/.test(f),
    );
    expect(stray).toEqual([]);
    expect(files.filter((f) => /\.test\.ts$|\.tsbuildinfo$/.test(f))).toEqual([]);
  });

  it('asks for the chain libraries as optional peers with ranges, and pins nothing it only peers', () => {
    const peers = manifest.peerDependencies ?? {};
    for (const name of ['tronweb', 'viem', '@ton/core', 'ripple-binary-codec', 'opencc-js']) {
      expect(peers[name], name).toMatch(/^\^\d/);
      expect(manifest.peerDependenciesMeta?.[name]?.optional, name).toBe(true);
      expect(manifest.dependencies?.[name], name).toBeUndefined();
    }
  });

  it('carries no source condition: its exports are the workspace ones without it (publishConfig.exports)', () => {
    // The workspace resolves the engine's src through "source"; a consumer with that common custom
    // condition would compile the engine's TypeScript under its own settings (issue 39: 211 errors).
    const raw = readFileSync(join(dir, 'package.json'), 'utf8');
    expect(raw).not.toMatch(/"source"|\.\/src\//);
    const workspace = JSON.parse(readFileSync(join(engineRoot, 'package.json'), 'utf8')) as typeof manifest;
    const withoutSource = Object.fromEntries(
      Object.entries(workspace.exports).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : Object.fromEntries(Object.entries(value).filter(([c]) => c !== 'source')),
      ]),
    );
    expect(manifest.exports).toEqual(withoutSource);
  });

  it('names no workspace-only versions', () => {
    const raw = readFileSync(join(dir, 'package.json'), 'utf8');
    expect(raw).not.toMatch(/workspace:|catalog:/);
  });
});
