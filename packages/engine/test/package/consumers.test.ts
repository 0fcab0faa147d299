import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import ts57 from 'typescript-5.7';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { consumerProject, engineRoot, link, runNode, subpaths, unpack } from './helpers.ts';
import { smokeExpected, smokeSource } from './smoke.ts';

// A fresh project per module system, with the packed tarball installed: every public subpath must load
// through require() (Node >= 20.19 loads ES modules synchronously), through import, and typecheck under
// TypeScript's NodeNext resolution with the repository's TypeScript.

const tarball = inject('tarball');
const { dir: unpacked, manifest } = unpack(tarball);
const specs = subpaths(manifest);
/** The same, as smoke.ts keys them: '' for the root, 'hash', ... */
const subs = specs.map((spec) => spec.slice(manifest.name.length + 1));
const projects: string[] = [];
afterAll(() => {
  for (const dir of [unpacked, ...projects]) rmSync(dir, { recursive: true, force: true });
});

/** Prints { specifier: sorted export names } as JSON; `load` is `require` or `await import`. */
/** The .js files under a directory (recursive). */
const listJs = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.js')).map((f) => join(dir, f));

const listExports = (load: (spec: string) => string) =>
  `const specs = ${JSON.stringify(specs)};\nconst out = {};\nfor (const spec of specs) out[spec] = Object.keys(${load('spec')}).filter((k) => k !== 'default').sort();\nconsole.log(JSON.stringify(out));\n`;

describe('CommonJS: require() of every subpath', () => {
  let cjs: string;
  let esmExports: Record<string, string[]>;
  beforeAll(() => {
    cjs = consumerProject(tarball, 'commonjs');
    const esm = consumerProject(tarball, 'module');
    projects.push(cjs, esm);
    writeFileSync(
      join(esm, 'list.mjs'),
      listExports((s) => `await import(${s})`),
    );
    esmExports = JSON.parse(runNode(esm, 'list.mjs'));
  });

  it('loads each subpath with the same exports as import does', () => {
    writeFileSync(
      join(cjs, 'list.cjs'),
      listExports((s) => `require(${s})`),
    );
    const required = JSON.parse(runNode(cjs, 'list.cjs')) as Record<string, string[]>;
    expect(Object.keys(required)).toEqual(specs);
    for (const spec of specs) expect(required[spec]?.length, spec).toBeGreaterThan(0);
    expect(required).toEqual(esmExports);
  });

  it('runs a smoke call per subpath, each against a value from outside the engine (test/package/smoke.ts)', () => {
    writeFileSync(join(cjs, 'smoke.cjs'), smokeSource(subs, 'cjs'));
    expect(JSON.parse(runNode(cjs, 'smoke.cjs'))).toEqual(smokeExpected(subs));
  });

  it('names the subpath when it is not exported', () => {
    writeFileSync(join(cjs, 'missing.cjs'), "require('@tinkerbox/engine/nope');");
    expect(() => runNode(cjs, 'missing.cjs')).toThrow(/Package subpath '\.\/nope' is not defined by "exports"/);
  });
});

describe('optional peer dependencies: a project without the chain libraries', () => {
  // What `npm install @tinkerbox/engine` alone gives: the peers are optional, so none is installed.
  const peers = Object.keys(manifest.peerDependencies ?? {});
  /** The subpaths whose code imports a peer, read from the packed dist (static imports only). */
  const needsPeer = (spec: string): string[] => {
    const sub = spec.slice(manifest.name.length + 1);
    const dist = join(unpacked, 'dist');
    const files = sub
      ? listJs(join(dist, sub))
      : readdirSync(dist)
          .filter((f) => f.endsWith('.js'))
          .map((f) => join(dist, f));
    const code = files.map((f) => readFileSync(f, 'utf8')).join('\n');
    // A peer that Node provides itself (`buffer`) is never missing under Node.
    return peers
      .filter((p) => !isBuiltin(p))
      .filter((p) => new RegExp(`^(?:import|export)[^'"]*?from\\s*['"]${p}(?:/[^'"]*)?['"]`, 'm').test(code));
  };
  let project: string;
  beforeAll(() => {
    project = consumerProject(tarball, 'commonjs', false);
    projects.push(project);
  });

  it('leaves every peer uninstalled and every one of them optional', () => {
    expect(peers.length).toBeGreaterThan(5);
    for (const p of peers) expect(manifest.peerDependenciesMeta?.[p]?.optional, p).toBe(true);
  });

  it('loads every subpath that needs no peer, with require() and with import', () => {
    const light = specs.filter((spec) => needsPeer(spec).length === 0);
    for (const sub of ['hash', 'cipher', 'encoding', 'json', 'format', 'qr', 'address', 'token', 'ops']) {
      expect(light).toContain(`${manifest.name}/${sub}`);
    }
    writeFileSync(join(project, 'light.cjs'), light.map((s) => `require('${s}');`).join('\n'));
    writeFileSync(join(project, 'light.mjs'), light.map((s) => `await import('${s}');`).join('\n'));
    expect(runNode(project, 'light.cjs')).toBe('');
    expect(runNode(project, 'light.mjs')).toBe('');
  });

  it('names the missing package and the install command for a chain subpath', () => {
    const heavy = specs.filter((spec) => needsPeer(spec).length > 0);
    expect(heavy).toContain(`${manifest.name}/tron`);
    for (const spec of heavy) {
      for (const [file, code] of [
        ['heavy.cjs', `require('${spec}');`],
        ['heavy.mjs', `await import('${spec}');`],
      ] as const) {
        writeFileSync(join(project, file), code);
        let message = '';
        try {
          runNode(project, file);
        } catch (e) {
          message = String((e as { stderr?: string }).stderr);
        }
        for (const peer of needsPeer(spec)) {
          expect(message, `${spec} via ${file}`).toContain(`${spec} needs`);
          expect(message, `${spec} via ${file}`).toMatch(new RegExp(`npm install .*'${peer}@\\^`));
        }
      }
    }
  });

  it('loads the chain subpath once its peers are installed', () => {
    for (const p of needsPeer(`${manifest.name}/tron`)) link(project, p);
    writeFileSync(join(project, 'tron.cjs'), `console.log(Object.keys(require('${manifest.name}/tron')).length);`);
    expect(Number(runNode(project, 'tron.cjs'))).toBeGreaterThan(0);
  });
});

describe('ES modules: import of every subpath', () => {
  it('runs a smoke call per subpath, each against a value from outside the engine (test/package/smoke.ts)', () => {
    const esm = consumerProject(tarball, 'module');
    projects.push(esm);
    writeFileSync(join(esm, 'smoke.mjs'), smokeSource(subs, 'esm'));
    expect(JSON.parse(runNode(esm, 'smoke.mjs'))).toEqual(smokeExpected(subs));
  });
});

describe('TypeScript, module NodeNext with exactOptionalPropertyTypes', () => {
  /** Typechecks the files in a consumer project with one TypeScript; returns tsc's output (empty when clean). */
  const typecheck = (typescript: string, project: string, files: string[], skipLibCheck: boolean): string => {
    const tsc = join(engineRoot, 'node_modules', typescript, 'bin', 'tsc');
    const flags = [
      '--noEmit',
      '--strict',
      '--exactOptionalPropertyTypes',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
    ];
    flags.push('--target', 'es2022', '--types', 'node', ...(skipLibCheck ? ['--skipLibCheck'] : []));
    try {
      execFileSync(process.execPath, [tsc, ...flags, ...files], {
        cwd: project,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      return '';
    } catch (e) {
      return String((e as { stdout?: string }).stdout ?? e);
    }
  };
  // Wrong on purpose: if the declarations did not resolve, everything would be `any` and these lines
  // would compile, so `@ts-expect-error` itself would be the error.
  const source = (specifiers: string[]) =>
    [
      "import { toHex } from '@tinkerbox/engine/encoding';",
      "import { digest } from '@tinkerbox/engine/hash';",
      ...specifiers.map((spec, i) => `import * as m${i} from '${spec}';`),
      `export const all = [${specifiers.map((_, i) => `m${i}`).join(', ')}];`,
      'export const hex: string = toHex(new Uint8Array([1, 2]));',
      "export const bytes: Promise<Uint8Array> = digest('sha256', new Uint8Array());",
      '// @ts-expect-error toHex takes bytes or text',
      'toHex(258);',
      '// @ts-expect-error no such algorithm',
      "digest('sha257', new Uint8Array());",
    ].join('\n');

  it.each(['module', 'commonjs'] as const)('a %s project typechecks against every subpath', (type) => {
    const project = consumerProject(tarball, type);
    projects.push(project);
    link(project, '@types/node');
    const file = type === 'module' ? 'use.mts' : 'use.cts';
    writeFileSync(join(project, file), source(specs));
    expect(typecheck('typescript', project, [file], true)).toBe('');
  });

  // The declarations use Uint8Array<ArrayBuffer> (TypeScript 5.7's generic typed arrays); the README
  // states 5.7 as the floor, and this holds it there, with the package's own declarations checked too
  // (no skipLibCheck: an older compiler would turn them into `any` silently under it).
  it(`TypeScript ${ts57.version}, the oldest supported, typechecks an ES module project; a CommonJS one needs 5.8`, () => {
    expect(ts57.version).toBe('5.7.3');
    const project = consumerProject(tarball, 'module');
    projects.push(project);
    link(project, '@types/node');
    writeFileSync(join(project, 'use.mts'), source(specs));
    // The same imports from a CommonJS file, in the same run: TypeScript 5.7 does not know that Node
    // 20.19 require()s ES modules, and refuses each import with TS1479 (5.8 accepts it; the README says so).
    writeFileSync(join(project, 'use.cts'), source(specs));
    const errors = typecheck('typescript-5.7', project, ['use.mts', 'use.cts'], false).split('\n');
    // Only errors in the consumer's files and in this package's declarations count; the chain
    // libraries' own declarations (ox, abitype) have their own floors, which skipLibCheck covers.
    const ours = errors.filter(
      (e) => /error TS/.test(e) && (!e.includes('node_modules/') || e.includes('node_modules/@tinkerbox/engine/')),
    );
    expect(ours.filter((e) => e.startsWith('use.mts'))).toEqual([]);
    const cjs = ours.filter((e) => e.startsWith('use.cts'));
    expect(cjs.length).toBe(specs.length + 2);
    expect(cjs.filter((e) => !/error TS1479:/.test(e))).toEqual([]);
    expect(errors.some((e) => e.includes('node_modules/@tinkerbox/engine/'))).toBe(false);
  });
});
