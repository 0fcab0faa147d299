import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planNewTool, writePlan } from '../../../scripts/new-tool.ts';
import { LOCALES } from '../app/i18n/locales.ts';

const webDir = path.resolve(import.meta.dirname, '..');
// A copy of app/ inside apps/web, so that its imports resolve from this package's node_modules; the
// build-* name keeps git, Biome and knip away from it.
let work = '';
let appDir = '';

beforeAll(() => {
  work = mkdtempSync(path.join(webDir, 'build-new-tool-test-'));
  appDir = path.join(work, 'app');
  cpSync(path.join(webDir, 'app'), appDir, { recursive: true });
  writePlan(planNewTool({ family: 'encoding', id: 'zzrot', appDir }), appDir);
  writePlan(planNewTool({ family: 'gadget-box', id: 'gizmo', category: 'text', appDir }), appDir);
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('pnpm new-tool', () => {
  it('adds a draft to an existing family and registers a new family, with names in every language', async () => {
    const registry = await import(path.join(appDir, 'tools/registry.ts'));
    const { toolNames } = await import(path.join(appDir, 'tools/names.ts'));
    const zzrot = registry.allTools.find((t: { id: string }) => t.id === 'zzrot');
    expect(zzrot).toMatchObject({
      family: 'encoding',
      path: '/zzrot',
      page: 'zzrot',
      category: 'encoding',
      draft: true,
    });
    const gizmo = registry.allTools.find((t: { id: string }) => t.id === 'gizmo');
    expect(gizmo).toMatchObject({ family: 'gadget-box', path: '/gizmo', page: 'gizmo', category: 'text', draft: true });
    const { FAMILIES } = await import(path.join(appDir, 'tools/families.ts'));
    expect(FAMILIES.at(-1)).toBe('gadget-box');
    expect(registry.allTools.at(-1)).toBe(gizmo);
    const { searchTerms } = await import(path.join(appDir, 'tools/search-terms.ts'));
    expect(searchTerms.zzrot).toEqual({ keywords: ['zzrot'] });
    expect(searchTerms.gizmo).toEqual({ keywords: ['gizmo'] });
    expect(searchTerms.base64?.keywords.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      expect(toolNames(locale).zzrot?.name).toMatch(/^TODO/);
      expect(toolNames(locale).gizmo?.description).toMatch(/^TODO/);
    }
    const ids = registry.publishedTools(registry.allTools, false).map((t: { id: string }) => t.id);
    expect(ids).not.toContain('zzrot');
    expect(ids).not.toContain('gizmo');
    for (const f of ['zzrot.page.tsx', 'zzrot.messages.ts', 'zzrot.test.ts']) {
      expect(existsSync(path.join(appDir, 'tools/encoding', f)), f).toBe(true);
    }
    for (const f of [
      'gadget-box.tools.ts',
      'gadget-box.search.ts',
      'gadget-box.names.ts',
      'gadget-box.messages.ts',
      'gizmo.page.tsx',
    ]) {
      expect(existsSync(path.join(appDir, 'tools/gadget-box', f)), f).toBe(true);
    }
  });

  it('writes files that typecheck', () => {
    const generated = [
      'tools/families.ts',
      'tools/registry.ts',
      'tools/names.ts',
      'tools/search-terms.ts',
      'tools/encoding/zzrot.page.tsx',
      'tools/encoding/zzrot.test.ts',
      'tools/gadget-box/gizmo.page.tsx',
      'tools/gadget-box/gizmo.test.ts',
    ];
    writeFileSync(
      path.join(work, 'tsconfig.json'),
      JSON.stringify({ extends: '../tsconfig.json', include: generated.map((f) => `app/${f}`) }),
    );
    const tsc = spawnSync(path.join(webDir, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], {
      cwd: work,
      encoding: 'utf8',
    });
    expect(tsc.error).toBeUndefined();
    // Errors in the files the scaffold wrote or changed fail; one elsewhere in the copy is not its doing.
    const errors = tsc.stdout
      .split('\n')
      .filter((l) =>
        /^error|^app\/tools\/(families|registry|names|search-terms|encoding\/(encoding\.|zzrot)|gadget-box\/)/.test(l),
      );
    expect(errors).toEqual([]);
  }, 180_000);

  it('says what is wrong instead of writing anything', () => {
    expect(() => planNewTool({ family: 'encoding', id: 'hex', appDir })).toThrow(/already exists/);
    expect(() => planNewTool({ family: 'Encoding', id: 'x', appDir })).toThrow(/family "Encoding"/);
    expect(() => planNewTool({ family: 'encoding', id: 'a-b', appDir })).toThrow(/id "a-b"/);
    expect(() => planNewTool({ family: 'encoding', id: 'xyz', category: 'nope', appDir })).toThrow(/category "nope"/);
    expect(() => planNewTool({ family: 'encoding', id: 'donate', appDir })).toThrow(/site page/);
  });

  it('leaves the real tree alone in a plan', () => {
    const before = readFileSync(path.join(webDir, 'app/tools/encoding/encoding.tools.ts'), 'utf8');
    const plan = planNewTool({ family: 'encoding', id: 'zzplan' });
    expect(plan.map((p) => p.file)).toContain(path.join('tools', 'encoding', 'zzplan.page.tsx'));
    expect(readFileSync(path.join(webDir, 'app/tools/encoding/encoding.tools.ts'), 'utf8')).toBe(before);
    expect(existsSync(path.join(webDir, 'app/tools/encoding/zzplan.page.tsx'))).toBe(false);
  });
});
