import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../app/i18n/locales.ts';
import routes from '../app/routes.ts';
import { FAMILIES } from '../app/tools/families.ts';
import { familyNames, toolNames } from '../app/tools/names.ts';
import { allTools, families, publishedTools, toolById, tools } from '../app/tools/registry.ts';
import { CATEGORIES, pageModule, type ToolDescriptor } from '../app/tools/types.ts';

const appDir = path.resolve(import.meta.dirname, '../app');
const toolsDir = path.join(appDir, 'tools');

/** Every family folder under app/tools and the `*.tools.ts` files in it. */
function toolsFilesOnDisk(): { folder: string; file: string }[] {
  return readdirSync(toolsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(toolsDir, d.name))
        .filter((f) => f.endsWith('.tools.ts'))
        .map((file) => ({ folder: d.name, file })),
    );
}

describe('tool registry', () => {
  it('has unique ids and unique paths', () => {
    expect(new Set(allTools.map((t) => t.id)).size).toBe(allTools.length);
    expect(new Set(allTools.map((t) => t.path)).size).toBe(allTools.length);
  });

  it('uses public paths that cannot clash with the site pages', () => {
    for (const t of allTools) {
      expect(t.path, t.id).toMatch(/^\/[a-z0-9_]+$/);
      expect(['/', '/donate', '/sitemap.xml']).not.toContain(t.path);
    }
  });

  it('points every tool at a page module that exists', () => {
    for (const t of allTools) {
      expect(FAMILIES).toContain(t.family);
      expect(CATEGORIES).toContain(t.category);
      const page = path.join(appDir, pageModule(t));
      expect(existsSync(page), `${t.id}: ${page}`).toBe(true);
    }
  });

  it('titles and describes every tool in every language', () => {
    for (const locale of LOCALES) {
      const names = toolNames(locale);
      for (const t of allTools) {
        expect(names[t.id]?.name?.trim(), `${locale} ${t.id} name`).toBeTruthy();
        expect(names[t.id]?.description?.trim(), `${locale} ${t.id} description`).toBeTruthy();
      }
    }
  });

  it('has no names for tools that are not registered', () => {
    const ids = new Set<string>(allTools.map((t) => t.id));
    for (const f of FAMILIES) {
      for (const locale of LOCALES) {
        for (const id of Object.keys(familyNames[f][locale])) expect(ids.has(id), `${f} ${locale} ${id}`).toBe(true);
      }
    }
  });

  it('names only the tools the site lists', () => {
    const listed = new Set<string>(tools.map((t) => t.id));
    for (const locale of LOCALES) expect(Object.keys(toolNames(locale)).sort()).toEqual([...listed].sort());
  });

  it('has no page module that no tool uses', () => {
    const pages = new Set(allTools.map((t) => pageModule(t)));
    const onDisk = readdirSync(toolsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(path.join(toolsDir, d.name))
          .filter((f) => f.endsWith('.page.tsx'))
          .map((f) => `tools/${d.name}/${f}`),
      );
    expect(onDisk.filter((p) => !pages.has(p))).toEqual([]);
  });

  it('ships no placeholder words: a tool with TODO in its names is still a draft', () => {
    for (const locale of LOCALES) {
      const names = toolNames(locale);
      for (const t of allTools.filter((x) => !x.draft)) {
        expect(`${names[t.id]?.name} ${names[t.id]?.description}`, `${locale} ${t.id}`).not.toMatch(/\bTODO\b/);
      }
    }
  });

  it('has a folder with a <family>.tools.ts file for every family', () => {
    for (const f of FAMILIES) expect(existsSync(path.join(toolsDir, f, `${f}.tools.ts`)), f).toBe(true);
  });

  it('lists the families table in the order of FAMILIES, the home page’s', () => {
    expect(
      Object.keys(families),
      'the families table of registry.ts is not in the order of FAMILIES (families.ts)',
    ).toEqual([...FAMILIES]);
  });

  it('lists every family folder in families.ts, and names every family', () => {
    for (const { folder } of toolsFilesOnDisk()) {
      expect(
        FAMILIES as readonly string[],
        `app/tools/${folder}/ is not in FAMILIES (app/tools/families.ts)`,
      ).toContain(folder);
    }
    const named = Object.keys(familyNames);
    for (const f of FAMILIES)
      expect(named, `family ${f} has no entry in familyNames (app/tools/names.ts)`).toContain(f);
    expect(named.length, 'familyNames (app/tools/names.ts) has a family that FAMILIES does not list').toBe(
      FAMILIES.length,
    );
  });

  it('registers every *.tools.ts file of every family folder', async () => {
    const files = toolsFilesOnDisk();
    expect(files.length).toBeGreaterThanOrEqual(FAMILIES.length);
    for (const { folder, file } of files) {
      const where = `app/tools/${folder}/${file}`;
      expect(file, `${where}: a family's tools file is <family>.tools.ts`).toBe(`${folder}.tools.ts`);
      const mod: Record<string, unknown> = await import(path.join(toolsDir, folder, file));
      const lists = Object.values(mod).filter(Array.isArray);
      expect(lists.length, `${where} exports its tools`).toBeGreaterThan(0);
      const registered = (families as Record<string, { tools: unknown } | undefined>)[folder]?.tools;
      for (const list of lists)
        expect(list === registered, `${where} is not in the families table of registry.ts`).toBe(true);
    }
  });

  it('finds a descriptor by its id', () => {
    for (const t of tools) expect(toolById(t.id)).toBe(t);
    expect(toolById('no-such-tool')).toBeUndefined();
  });
});

describe('drafts', () => {
  const base: ToolDescriptor = allTools[0] as ToolDescriptor;
  const draft: ToolDescriptor = { ...base, id: base.id, path: '/draftonly', draft: true };

  it('are left out of a build and kept on the dev server', () => {
    expect(publishedTools([base, draft], false)).toEqual([base]);
    expect(publishedTools([base, draft], true)).toEqual([base, draft]);
  });

  it('are only read through the published list outside the registry', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name) && p !== path.join(toolsDir, 'registry.ts')) {
          if (/\ballTools\b/.test(readFileSync(p, 'utf8'))) offenders.push(path.relative(appDir, p));
        }
      }
    };
    walk(appDir);
    expect(offenders).toEqual([]);
  });
});

describe('routes.ts', () => {
  it('routes every published tool at its path, with the tool id as route id', () => {
    type Route = { id?: string; path?: string; file: string; children?: Route[] };
    const flat = (rs: readonly Route[]): Route[] => rs.flatMap((r) => [r, ...flat(r.children ?? [])]);
    const byId = new Map(flat(routes as Route[]).map((r) => [r.id, r]));
    for (const t of tools) {
      const r = byId.get(t.id);
      expect(r?.path, t.id).toBe(t.path.slice(1));
      expect(r?.file, t.id).toBe(pageModule(t));
    }
    // and once more under each language's prefix (decision 0096), with the prefix in its id
    for (const t of tools)
      for (const prefix of ['en', 'zh-hans', 'zh-hant']) {
        const r = byId.get(`${prefix}/${t.id}`);
        expect(r?.path, `${prefix}/${t.id}`).toBe(`${prefix}${t.path}`);
        expect(r?.file).toBe(pageModule(t));
      }
    expect(flat(routes as Route[]).filter((r) => r.file.startsWith('tools/')).length).toBe(tools.length * 4);
  });
});
