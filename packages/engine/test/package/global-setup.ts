import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { npmInstall } from './install.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed @tinkerbox/engine, as `pnpm pack` (and so `pnpm publish`) makes it. */
    tarball: string;
    /** A project where `npm install <tarball>` ran, as a user would (the optional peers left out). */
    installed: string;
  }
}

/**
 * Packs the package once for every test file (`prepack` builds dist, as it does before a publish), and
 * installs the tarball once with npm into a fresh project, which install.test.ts measures and builds on.
 */
export default function setup(project: TestProject) {
  const out = mkdtempSync(join(tmpdir(), 'engine-pack-'));
  execFileSync('pnpm', ['pack', '--pack-destination', out], {
    cwd: resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [tgz, ...more] = readdirSync(out).filter((f) => f.endsWith('.tgz'));
  if (!tgz || more.length > 0) throw new Error(`expected one tarball in ${out}, found ${readdirSync(out).join(', ')}`);
  project.provide('tarball', join(out, tgz));
  const installed = join(out, 'installed');
  mkdirSync(installed);
  writeFileSync(join(installed, 'package.json'), '{ "name": "consumer", "private": true, "type": "module" }\n');
  npmInstall(installed, join(out, tgz));
  project.provide('installed', installed);
  return () => rmSync(out, { recursive: true, force: true });
}
