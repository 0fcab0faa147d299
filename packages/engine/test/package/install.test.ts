import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as vite } from 'vite';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { engineRoot, runNode } from './helpers.ts';
import {
  INSTALL_BUDGET,
  INSTALL_READMES,
  installSizeText,
  installText,
  measureInstall,
  REGISTRY_STATE,
  readBlock,
} from './install.ts';
import { smokeExpected, smokeSource } from './smoke.ts';

// The package as `npm install <tarball>` gives it to a user (global-setup.ts installs it once): what it
// costs, what the READMEs say about it, and whether it works under TypeScript's bundler resolution with
// the `source` condition, in Node, and bundled by esbuild and by Vite.

const project = inject('installed');
const manifest = JSON.parse(readFileSync(join(project, 'node_modules/@tinkerbox/engine/package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>;
};
/** The subpaths that need no optional peer: what this install can run. */
const LIGHT = [
  '',
  'hash',
  'hash/sha',
  'cipher',
  'cipher/aes-gcm',
  'encoding',
  'json',
  'format',
  'qr',
  'qr-reader',
  'games',
  'address',
  'token',
  'ops',
];

describe('a fresh npm install of the tarball', () => {
  const size = measureInstall(project);

  it(`adds at most ${INSTALL_BUDGET.packages} packages and ${INSTALL_BUDGET.bytes / 1e6} MB`, () => {
    expect(size.packages).toContain('@tinkerbox/engine');
    expect(size.packages.length).toBeLessThanOrEqual(INSTALL_BUDGET.packages);
    expect(size.bytes).toBeLessThanOrEqual(INSTALL_BUDGET.bytes);
    // no optional peer comes with it, nor the QR reader's WASM and its types packages
    for (const name of [...Object.keys(manifest.peerDependencies), '@types/emscripten', 'type-fest']) {
      expect(size.packages, name).not.toContain(name);
    }
  });

  it('is the figure the README states (pnpm readme:install writes it)', () => {
    expect(readBlock(join(engineRoot, 'README.md'), 'install-size')).toBe(installSizeText(size));
  });

  it('is how the READMEs say to install the package, on the registry or not (scripts/registry.json)', () => {
    const { onRegistry } = JSON.parse(readFileSync(REGISTRY_STATE, 'utf8')) as { onRegistry: boolean };
    for (const readme of INSTALL_READMES) {
      expect(readBlock(readme, 'install'), readme).toBe(installText(onRegistry));
      // and no other line tells a user to install it from the registry
      const outside = readFileSync(readme, 'utf8').replace(/<!-- install:begin -->[\s\S]*?<!-- install:end -->/g, '');
      if (!onRegistry) expect(outside, readme).not.toMatch(/npm (i|install) @tinkerbox\/engine/);
    }
  });
});

describe('TypeScript, moduleResolution bundler with customConditions ["source"]', () => {
  it('compiles against the installed package with 0 errors, declarations checked', () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'esnext',
          moduleResolution: 'bundler',
          customConditions: ['source'],
          target: 'es2022',
          lib: ['es2023', 'dom'],
          strict: true,
          exactOptionalPropertyTypes: true,
          noEmit: true,
          types: [],
        },
        files: ['typed.ts'],
      }),
    );
    writeFileSync(
      join(project, 'typed.ts'),
      [
        ...LIGHT.map((sub, i) => `import * as m${i} from '@tinkerbox/engine${sub ? `/${sub}` : ''}';`),
        `export const all = [${LIGHT.map((_, i) => `m${i}`).join(', ')}];`,
        "import { digest } from '@tinkerbox/engine/hash';",
        "export const bytes: Promise<Uint8Array> = digest('sha256', new Uint8Array());",
        '// @ts-expect-error no such algorithm: were the types `any`, this line would be the error',
        "digest('sha257', new Uint8Array());",
      ].join('\n'),
    );
    const tsc = join(engineRoot, 'node_modules/typescript/bin/tsc');
    let out = '';
    try {
      execFileSync(process.execPath, [tsc, '-p', project], { cwd: project, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      out = String((e as { stdout?: string }).stdout);
    }
    expect(out).toBe('');
  });
});

describe('a smoke call per subpath, against values from outside the engine', () => {
  const expected = smokeExpected(LIGHT);
  beforeAll(() => writeFileSync(join(project, 'smoke.mjs'), smokeSource(LIGHT, 'esm')));

  it('in Node, as installed', () => {
    expect(JSON.parse(runNode(project, 'smoke.mjs'))).toEqual(expected);
  });

  it('bundled by esbuild into one file (its default: no splitting), for browsers', async () => {
    await esbuild({
      entryPoints: [join(project, 'smoke.mjs')],
      absWorkingDir: project,
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      outfile: join(project, 'esbuild-out/smoke.mjs'),
      logLevel: 'silent',
      // zxing-wasm is an optional peer that only the reader's zxing engine loads; without it installed,
      // the bundler reports it (the next test). The jsQR reading above never loads it.
      external: ['zxing-wasm/reader'],
    });
    expect(JSON.parse(runNode(project, 'esbuild-out/smoke.mjs'))).toEqual(expected);
  });

  it('bundled by Vite (library build, browser conditions)', async () => {
    await vite({
      root: project,
      logLevel: 'silent',
      configFile: false,
      build: {
        outDir: join(project, 'vite-out'),
        target: 'es2022',
        lib: { entry: join(project, 'smoke.mjs'), formats: ['es'], fileName: 'smoke' },
        rollupOptions: { external: ['zxing-wasm/reader'] },
      },
    });
    expect(JSON.parse(runNode(project, 'vite-out/smoke.js'))).toEqual(expected);
  });

  it('a bundler names zxing-wasm when the QR reader is bundled without it', async () => {
    writeFileSync(join(project, 'reader.mjs'), "export { readQrCodes } from '@tinkerbox/engine/qr-reader';\n");
    await expect(
      esbuild({
        entryPoints: [join(project, 'reader.mjs')],
        absWorkingDir: project,
        bundle: true,
        write: false,
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/Could not resolve "zxing-wasm\/reader"/);
  });

  it('Node names zxing-wasm and its install command when the reader needs it, and reads once it is there', () => {
    writeFileSync(
      join(project, 'zxing.mjs'),
      [
        "import { readQrCodes, configureQrReader } from '@tinkerbox/engine/qr-reader';",
        "import { encodeQr } from '@tinkerbox/engine/qr';",
        "import { readFileSync } from 'node:fs';",
        "import { createRequire } from 'node:module';",
        'const s = encodeQr("tinkerbox");',
        'const w = s.size + 8, data = new Uint8ClampedArray(w * w * 4).fill(255);',
        'for (let i = 0; i < s.size * s.size; i++) if (s.modules[i]) data.fill(0, ((Math.floor(i / s.size) + 4) * w + (i % s.size) + 4) * 4, ((Math.floor(i / s.size) + 4) * w + (i % s.size) + 4) * 4 + 3);',
        'let wasmBinary;',
        "try { wasmBinary = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')); } catch { wasmBinary = new Uint8Array(8); }",
        'configureQrReader({ wasmBinary });',
        'try { console.log((await readQrCodes({ data, width: w, height: w }))[0].text); } catch (e) { console.log(e.name + ": " + e.message); }',
      ].join('\n'),
    );
    expect(runNode(project, 'zxing.mjs').trim()).toBe(
      `TypeError: @tinkerbox/engine/qr-reader needs zxing-wasm (optional peer dependency of @tinkerbox/engine), which is not installed. Install with: npm install 'zxing-wasm@${manifest.peerDependencies['zxing-wasm']}' (or read with { engine: 'jsqr' })`,
    );
    symlinkSync(
      realpathSync(join(engineRoot, 'node_modules/zxing-wasm')),
      join(project, 'node_modules/zxing-wasm'),
      'dir',
    );
    expect(runNode(project, 'zxing.mjs').trim()).toBe('tinkerbox');
  });
});
