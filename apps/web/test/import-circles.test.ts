import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No import circles in the site, the engine or the widgets (issue 38), type-only and dynamic imports
// included: a circle makes a module's evaluation order depend on who imported first, and even a
// type-only one ties two files that should be read apart. The last one, the tool registry's
// (registry.ts → <family>.tools.ts → types.ts → registry.ts), went when types.ts stopped importing the
// registry: the family ids are in the leaf families.ts, and a descriptor's id is generic. There are none
// left, so any circle fails this test, named from its first file.

const repo = path.resolve(import.meta.dirname, '../../..');
const ROOTS = ['apps/web/app', 'packages/engine/src', 'packages/ui/src'];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name)) out.push(p);
  }
  return out;
}

/** The files a file imports, statically or with import(), by relative path (the workspace's own modules). */
function imports(file: string, known: Set<string>): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const out: string[] = [];
  for (const { fileName } of info.importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), fileName);
    const hit = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => known.has(c));
    if (hit) out.push(hit);
  }
  return out;
}

/** Every elementary circle reached by a depth-first walk, named from its first file, in repository paths. */
function circles(): string[] {
  const files = ROOTS.flatMap((r) => sources(path.join(repo, r)));
  const known = new Set(files);
  const graph = new Map(files.map((f) => [f, imports(f, known)]));
  const found = new Set<string>();
  const done = new Set<string>();
  const stack: string[] = [];
  const walk = (f: string) => {
    const at = stack.indexOf(f);
    if (at >= 0) {
      // the family files are one case: a circle through one of them goes through any of them
      const loop = stack
        .slice(at)
        .map((x) => path.relative(repo, x).replace(/tools\/[a-z-]+\/[a-z-]+\.tools\.ts$/, 'tools/<family>.tools.ts'));
      // named from its first file in sort order, whichever file the walk entered it by
      const first = loop.indexOf([...loop].sort()[0] ?? '');
      found.add([...loop.slice(first), ...loop.slice(0, first)].join(' → '));
      return;
    }
    if (done.has(f)) return;
    done.add(f);
    stack.push(f);
    for (const d of graph.get(f) ?? []) walk(d);
    stack.pop();
  };
  for (const f of files) walk(f);
  return [...found].sort();
}

describe('import circles (issue 38)', () => {
  it('there are none', () => {
    expect(circles()).toEqual([]);
  });
});
