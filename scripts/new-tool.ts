// `pnpm new-tool <family> <id> [--category <category>] [--dry-run]`: scaffolds a tool (docs/adding-a-tool.md).
//
// Into an existing family folder it adds the descriptor (marked `draft: true`) to <family>.tools.ts, its
// search words to <family>.search.ts and placeholder names in three languages to <family>.names.ts; for a
// new family it makes the folder with <family>.tools.ts, <family>.search.ts, <family>.names.ts and
// <family>.messages.ts, adds the family's id to the one list of families (families.ts) and its entry to
// the three tables keyed by it: `families` in registry.ts, `familyNames` in names.ts and `familySearch` in
// search-terms.ts. Either way it writes a page stub (<id>.page.tsx) built from the @tinkerbox/ui form
// kit, its words and a unit test stub, and regenerates the palette's pinyin table. A draft is routed and
// listed only by the dev server (`pnpm dev`), so an unfinished tool never reaches a build; delete
// `draft: true` when its page, words and tests are done.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, type Category } from '../apps/web/app/tools/types.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_APP_DIR = path.join(repoRoot, 'apps/web/app');

/** One file the scaffold writes: a new file, or the new content of an existing one. */
export interface PlannedFile {
  /** Relative to the app directory. */
  readonly file: string;
  readonly content: string;
  readonly created: boolean;
}

export interface NewToolOptions {
  readonly family: string;
  readonly id: string;
  /** Defaults to the category of the family's first tool, or 'programming' for a new family. */
  readonly category?: string | undefined;
  /** The site's app directory (apps/web/app); tests point it at a copy. */
  readonly appDir?: string;
}

const FAMILY_RE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const ID_RE = /^[a-z][a-z0-9_]*$/;

const camel = (s: string) => s.replace(/[-_]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Every tool id and path already declared in a family's tools file. */
function existingTools(toolsDir: string): { ids: Set<string>; paths: Set<string> } {
  const ids = new Set<string>();
  const paths = new Set<string>();
  for (const d of readdirSync(toolsDir, { withFileTypes: true })) {
    if (!d.isDirectory()) continue;
    const file = path.join(toolsDir, d.name, `${d.name}.tools.ts`);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s+id: '([^']+)',$/gm)) ids.add(m[1] as string);
    for (const m of text.matchAll(/^\s+path: '([^']+)',$/gm)) paths.add(m[1] as string);
  }
  return { ids, paths };
}

function insertBefore(text: string, marker: string, insert: string, where: string, last = false): string {
  const at = last ? text.lastIndexOf(marker) : text.indexOf(marker);
  if (at < 0) throw new Error(`${where}: cannot find where to add the new tool (looked for ${JSON.stringify(marker)})`);
  return text.slice(0, at) + insert + text.slice(at);
}

function descriptor(id: string, family: string, category: Category): string {
  const page = id === family ? '' : `    page: '${id}',\n`;
  return `  {\n    id: '${id}',\n    path: '/${id}',\n${page}    category: '${category}',\n    draft: true,\n  },\n`;
}

/** The tool's search words, a placeholder to replace with real ones (English and Chinese). */
function searchEntry(id: string): string {
  return `  ${id}: { keywords: ['${id}'] },\n`;
}

function searchFile(family: string, id: string): string {
  const f = camel(family);
  return `import type { FamilySearch } from '../types.ts';
import type { ${f}Tools } from './${family}.tools.ts';

/** Search words of the ${family} family's tools: only search (the home page, the command palette) loads them. */
export const ${f}Search = {
${searchEntry(id)}} as const satisfies FamilySearch<(typeof ${f}Tools)[number]['id']>;
`;
}

/** Placeholder names: they mark the tool as unfinished and are checked before `draft` may go. */
function nameEntry(id: string, indent: string): string {
  return (
    `${indent}${id}: {\n` +
    `${indent}  name: 'TODO ${id}',\n` +
    `${indent}  description: 'TODO: one line on what ${id} does, in this language.',\n` +
    `${indent}},\n`
  );
}

function toolsFile(family: string, id: string, category: Category): string {
  return `import { defineTools } from '../types.ts';

/** Tools of the ${family} family. A tool is marked \`draft\` until its page is finished. */
export const ${camel(family)}Tools = defineTools()([
${descriptor(id, family, category)}]);
`;
}

function namesFile(family: string, id: string): string {
  const f = camel(family);
  return `import { defineMessages } from '../../i18n/define.ts';
import type { ${f}Tools } from './${family}.tools.ts';

type Id = (typeof ${f}Tools)[number]['id'];

/** Each tool's name and one-line description, in every language (keyed by tool id). */
export const ${f}Names = defineMessages<Record<Id, { name: string; description: string }>>(
  {
${nameEntry(id, '    ')}  },
  {
    zh_Hans_CN: {
${nameEntry(id, '      ')}    },
    zh_Hant_HK: {
${nameEntry(id, '      ')}    },
  },
);
`;
}

function messagesFile(id: string): string {
  return `import { defineMessages } from '../../i18n/define.ts';

/** Words of the /${id} page, in every language (English is the source; the others must match its keys). */
export const ${camel(id)}Messages = defineMessages(
  { input: 'Input', output: 'Result' },
  {
    zh_Hans_CN: { input: '输入', output: '结果' },
    zh_Hant_HK: { input: '輸入', output: '結果' },
  },
);
`;
}

function pageFile(id: string, messagesModule: string): string {
  const m = `${camel(id)}Messages`;
  return `import { OutputBox, Section, TextField } from '@tinkerbox/ui';
import { useState } from 'react';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { attempt } from '../../lib/error-text.ts';
import { ${m} } from './${messagesModule}';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/** /${id}: its own route module (draft: routed only by the dev server until \`draft\` is removed). */
export default function Page() {
  const m = useMessages(${m});
  const { locale } = useLocale();
  const [input, setInput] = useState('');
  // TODO: call the engine here. Bad input throws an EngineError, which attempt() turns into the visitor's
  // message beside the field; anything else is a bug and goes to the error boundary.
  const result = attempt(() => input.trim(), locale);
  return (
    <Section title={m.input}>
      <TextField label={m.input} value={input} onChange={setInput} error={result.error} multiline />
      <OutputBox label={m.output} value={result.value ?? ''} minHeight={120} />
    </Section>
  );
}
`;
}

function testFile(id: string, messagesModule: string): string {
  const m = `${camel(id)}Messages`;
  return `import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { ${m} } from './${messagesModule}';

describe('${id}', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(${m}[locale])) expect(text.trim(), \`\${locale} \${key}\`).not.toBe('');
    }
  });

  // TODO: prove the tool against someone else: a vector from a standard or an independent implementation,
  // with its source (docs/adding-a-tool.md, "Tests").
  it.todo('gives the known answer for a known input');
});
`;
}

/** What \`pnpm new-tool\` would write, without touching the disk. Throws with a clear message on bad input. */
export function planNewTool(opts: NewToolOptions): PlannedFile[] {
  const appDir = opts.appDir ?? DEFAULT_APP_DIR;
  const toolsDir = path.join(appDir, 'tools');
  const { family, id } = opts;
  if (!FAMILY_RE.test(family)) throw new Error(`family "${family}": use lower-case letters, digits and dashes`);
  if (!ID_RE.test(id))
    throw new Error(`id "${id}": use lower-case letters, digits and _ (it is the public path /${id})`);
  const known = existingTools(toolsDir);
  if (known.ids.has(id) || known.paths.has(`/${id}`)) throw new Error(`a tool with id or path "${id}" already exists`);
  if (['donate', 'sitemap', 'api'].includes(id)) throw new Error(`/${id} is a site page, not a tool path`);

  const folder = path.join(toolsDir, family);
  const toolsPath = path.join(folder, `${family}.tools.ts`);
  const isNew = !existsSync(toolsPath);
  const rel = (f: string) => path.relative(appDir, f);
  const read = (f: string) => readFileSync(f, 'utf8');

  let category = opts.category;
  if (category === undefined && !isNew) category = /^\s+category: '([a-z]+)',$/m.exec(read(toolsPath))?.[1];
  category ??= 'programming';
  if (!(CATEGORIES as readonly string[]).includes(category)) {
    throw new Error(`category "${category}": one of ${CATEGORIES.join(', ')}`);
  }
  const cat = category as Category;

  const messagesModule = isNew ? `${family}.messages.ts` : `${id}.messages.ts`;
  const planned: PlannedFile[] = [];
  const fresh = (file: string, content: string) => {
    if (existsSync(file)) throw new Error(`${rel(file)} already exists`);
    planned.push({ file: rel(file), content, created: true });
  };

  if (isNew) {
    if (existsSync(folder)) throw new Error(`${rel(folder)} exists but has no ${family}.tools.ts`);
    fresh(toolsPath, toolsFile(family, id, cat));
    fresh(path.join(folder, `${family}.names.ts`), namesFile(family, id));
    fresh(path.join(folder, `${family}.search.ts`), searchFile(family, id));
    const f = camel(family);
    const key = family.includes('-') ? `'${family}'` : family;
    // the family's id in the one list, then its entry in each of the three tables keyed by that list
    // (the typecheck fails while one of them misses it)
    const familiesPath = path.join(toolsDir, 'families.ts');
    const familiesList = insertBefore(read(familiesPath), '] as const;', `  '${family}',\n`, rel(familiesPath));
    planned.push({ file: rel(familiesPath), content: familiesList, created: false });
    const tables = [
      ['registry.ts', 'tools', `${f}Tools`, `{ tools: ${f}Tools }`],
      ['names.ts', 'names', `${f}Names`, `${f}Names`],
      ['search-terms.ts', 'search', `${f}Search`, `${f}Search`],
    ] as const;
    for (const [file, role, name, value] of tables) {
      const tablePath = path.join(toolsDir, file);
      let table = read(tablePath);
      table = insertBefore(
        table,
        "import type { Family } from './families.ts';",
        `import { ${name} } from './${family}/${family}.${role}.ts';\n`,
        rel(tablePath),
      );
      table = insertBefore(table, '} as const satisfies', `  ${key}: ${value},\n`, rel(tablePath));
      planned.push({ file: rel(tablePath), content: table, created: false });
    }
  } else {
    planned.push({
      file: rel(toolsPath),
      content: insertBefore(
        read(toolsPath),
        '\n]);',
        `\n${descriptor(id, family, cat).trimEnd()}`,
        rel(toolsPath),
        true,
      ),
      created: false,
    });
    const searchPath = path.join(folder, `${family}.search.ts`);
    planned.push({
      file: rel(searchPath),
      content: insertBefore(read(searchPath), '} as const satisfies', searchEntry(id), rel(searchPath), true),
      created: false,
    });
    const namesPath = path.join(folder, `${family}.names.ts`);
    let names = read(namesPath);
    names = insertBefore(names, '  },\n  {\n    zh_Hans_CN: {', nameEntry(id, '    '), rel(namesPath));
    names = insertBefore(names, '    },\n    zh_Hant_HK: {', nameEntry(id, '      '), rel(namesPath));
    names = insertBefore(names, '    },\n  },\n);', nameEntry(id, '      '), rel(namesPath), true);
    planned.push({ file: rel(namesPath), content: names, created: false });
  }
  fresh(path.join(folder, messagesModule), messagesFile(id));
  fresh(path.join(folder, `${id === family ? family : id}.page.tsx`), pageFile(id, messagesModule));
  fresh(path.join(folder, `${id}.test.ts`), testFile(id, messagesModule));
  return planned;
}

/** Writes the planned files under `appDir`. */
export function writePlan(planned: readonly PlannedFile[], appDir = DEFAULT_APP_DIR): void {
  for (const p of planned) {
    const file = path.join(appDir, p.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, p.content);
  }
}

function main(argv: string[]): number {
  const args = argv.filter((a) => !a.startsWith('--'));
  const dryRun = argv.includes('--dry-run');
  const ci = argv.indexOf('--category');
  const category = ci >= 0 ? argv[ci + 1] : undefined;
  if (category !== undefined) args.splice(args.indexOf(category), 1);
  const [family, id] = args;
  if (!family || !id || args.length > 2) {
    console.error('usage: pnpm new-tool <family> <id> [--category <category>] [--dry-run]');
    return 2;
  }
  let planned: PlannedFile[];
  try {
    planned = planNewTool({ family, id, category });
  } catch (e) {
    console.error(`new-tool: ${(e as Error).message}`);
    return 1;
  }
  for (const p of planned) console.log(`${p.created ? 'create' : 'update'} apps/web/app/${p.file}`);
  if (dryRun) return 0;
  writePlan(planned);
  // Sorts the registry's imports the house way; the generated code is already formatted.
  spawnSync('pnpm', ['exec', 'biome', 'check', '--write', ...planned.map((p) => path.join(DEFAULT_APP_DIR, p.file))], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  // The palette's pinyin table follows the names (docs/adding-a-tool.md, "Search words"): nothing to do
  // by hand now, and `pnpm build` runs it again once the Chinese names are written.
  const pinyin = spawnSync('pnpm', ['--filter', '@tinkerbox/web', 'pinyin'], { cwd: repoRoot, stdio: 'inherit' });
  if (pinyin.status !== 0) {
    console.error('new-tool: could not regenerate the pinyin table: run `pnpm --filter @tinkerbox/web pinyin`');
    return 1;
  }
  console.log(`\n/${id} is a draft: \`pnpm dev\` serves it, a build leaves it out. Next: docs/adding-a-tool.md`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
