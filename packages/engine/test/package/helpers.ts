import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** packages/engine, whose node_modules holds the dependencies as the lockfile pins them. */
export const engineRoot = resolve(import.meta.dirname, '../..');

export interface PackedManifest {
  name: string;
  license?: string;
  keywords?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  exports: Record<string, string | Record<string, string>>;
}

/** Unpacks the tarball into a fresh directory (npm's `package/` prefix stripped) and reads its manifest. */
export function unpack(tarball: string): { dir: string; manifest: PackedManifest } {
  const dir = mkdtempSync(join(tmpdir(), 'engine-unpacked-'));
  execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
  return { dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackedManifest };
}

/** The public subpaths of the packed manifest: '@tinkerbox/engine', '@tinkerbox/engine/hash', ... */
export function subpaths(manifest: PackedManifest): string[] {
  return Object.keys(manifest.exports)
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? manifest.name : `${manifest.name}/${key.slice(2)}`));
}

/**
 * A throwaway project with the tarball installed where npm puts it (node_modules/@tinkerbox/engine, a
 * real directory), and each dependency the packed manifest declares linked from the workspace's install,
 * so the test runs offline and a dependency the manifest forgets is missing here too. Without
 * `withPeers`, the optional peer dependencies (the chain libraries) are left out, as `npm install` does.
 */
export function consumerProject(tarball: string, type: 'module' | 'commonjs', withPeers = true): string {
  const project = mkdtempSync(join(tmpdir(), `engine-consumer-${type}-`));
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type }));
  const target = join(project, 'node_modules', '@tinkerbox', 'engine');
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8')) as PackedManifest;
  const installed = { ...manifest.dependencies, ...(withPeers ? manifest.peerDependencies : {}) };
  for (const name of Object.keys(installed)) link(project, name);
  return project;
}

/** Links a package from the engine's node_modules into the project's (the same copy the tests use). */
export function link(project: string, name: string): void {
  const to = join(project, 'node_modules', name);
  mkdirSync(dirname(to), { recursive: true });
  symlinkSync(realpathSync(join(engineRoot, 'node_modules', name)), to, 'dir');
}

/** Runs node on a file in the project; returns stdout, throws with stderr on a non-zero exit. */
export function runNode(project: string, file: string): string {
  return execFileSync(process.execPath, [file], { cwd: project, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * How the package's size figures bundle a user's module: esbuild for the browser, ES modules, minified
 * (the README's conditions; `splitting` and the paths are each caller's).
 */
export const BROWSER_BUNDLE = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  logLevel: 'error',
} as const;
