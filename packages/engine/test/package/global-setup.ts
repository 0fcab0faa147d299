import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed @tinkerbox/engine, as `pnpm pack` (and so `pnpm publish`) makes it. */
    tarball: string;
  }
}

/** Packs the package once for every test file; `prepack` builds dist, as it does before a publish. */
export default function setup(project: TestProject) {
  const out = mkdtempSync(join(tmpdir(), 'engine-pack-'));
  execFileSync('pnpm', ['pack', '--pack-destination', out], {
    cwd: resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [tgz, ...more] = readdirSync(out).filter((f) => f.endsWith('.tgz'));
  if (!tgz || more.length > 0) throw new Error(`expected one tarball in ${out}, found ${readdirSync(out).join(', ')}`);
  project.provide('tarball', join(out, tgz));
  return () => rmSync(out, { recursive: true, force: true });
}
