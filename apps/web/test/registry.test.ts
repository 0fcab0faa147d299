import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../app/i18n/locales.ts';
import { toolNames } from '../app/tools/names.ts';
import { tools } from '../app/tools/registry.ts';
import { CATEGORIES, FAMILIES, pageModule } from '../app/tools/types.ts';

const appDir = path.resolve(import.meta.dirname, '../app');

describe('tool registry', () => {
  it('has unique ids and unique paths', () => {
    expect(new Set(tools.map((t) => t.id)).size).toBe(tools.length);
    expect(new Set(tools.map((t) => t.path)).size).toBe(tools.length);
  });

  it('uses public paths that cannot clash with the site pages', () => {
    for (const t of tools) {
      expect(t.path, t.id).toMatch(/^\/[a-z0-9_]+$/);
      expect(['/', '/donate', '/sitemap.xml']).not.toContain(t.path);
    }
  });

  it('points every tool at a page module that exists', () => {
    for (const t of tools) {
      expect(FAMILIES).toContain(t.family);
      expect(CATEGORIES).toContain(t.category);
      const page = path.join(appDir, pageModule(t));
      expect(existsSync(page), `${t.id}: ${page}`).toBe(true);
    }
  });

  it('titles and describes every tool in every language', () => {
    for (const locale of LOCALES) {
      const names = toolNames(locale);
      for (const t of tools) {
        expect(names[t.id]?.name?.trim(), `${locale} ${t.id} name`).toBeTruthy();
        expect(names[t.id]?.description?.trim(), `${locale} ${t.id} description`).toBeTruthy();
      }
    }
  });

  it('has no names for tools that are not registered', () => {
    const ids = new Set(tools.map((t) => t.id));
    for (const locale of LOCALES) for (const id of Object.keys(toolNames(locale))) expect(ids.has(id), id).toBe(true);
  });
});
