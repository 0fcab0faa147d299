import type { HandedRecipe, HandedStep } from '../../shell/continue-in-recipe.tsx';
import type { JsonJob } from './json.protocol.ts';
import type { ConvertFormat, MoreJob } from './json-more.protocol.ts';

// "Continue in a recipe" for the JSON pages: the page's own job as the recipe's steps and its input, or
// null where no operation does what the page does (repair, a tab indent, JSON5, XML, a delimiter the
// operations do not name): no link rather than a wrong one. Arguments at their default are left out.
// json.recipe.test.ts runs each through the engine's operations against the page's own job.

const sortKeys = (on: boolean) => (on ? true : undefined);

/** /jsonformat: beautify with its indent, or minify, keys sorted on request. */
export function formatRecipe(job: JsonJob | null): HandedRecipe | null {
  if (job?.source.kind !== 'text' || job.repair || job.indent === '\t') return null;
  const step: HandedStep =
    job.indent === 0
      ? { op: 'json-minify', args: { 'sort-keys': sortKeys(job.sortKeys) } }
      : {
          op: 'json-beautify',
          args: { indent: job.indent === 2 ? undefined : job.indent, 'sort-keys': sortKeys(job.sortKeys) },
        };
  return { steps: [step], input: job.source.text };
}

/** The delimiters the CSV operations name. */
const DELIMITERS: Record<string, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };
/** The formats an operation reads into JSON and writes from it. */
const VIA_JSON = ['json', 'yaml', 'toml', 'csv'] as const satisfies readonly ConvertFormat[];

/**
 * /jsonconvert: the reading operation (YAML, TOML or CSV to JSON) and then the writing one (JSON to
 * YAML, TOML or CSV); JSON to JSON is json-beautify at the page's indent.
 */
export function convertRecipe(job: MoreJob | null): HandedRecipe | null {
  if (job?.kind !== 'convert') return null;
  const via = VIA_JSON as readonly ConvertFormat[];
  if (!via.includes(job.from) || !via.includes(job.to)) return null;
  const delimiter = DELIMITERS[job.delimiter];
  if ((job.from === 'csv' || job.to === 'csv') && !delimiter) return null;
  const d = delimiter === 'comma' ? undefined : delimiter;
  const indent = job.indent === 2 ? undefined : job.indent;
  const steps: HandedStep[] = [];
  if (job.from === 'csv')
    steps.push({
      op: 'csv-to-json',
      args: {
        delimiter: d,
        numbers: job.csvNumbers || undefined,
        shape: job.csvShape === 'records' ? undefined : job.csvShape,
        indent: job.to === 'json' ? indent : undefined,
      },
    });
  else if (job.from !== 'json')
    steps.push({ op: `${job.from}-to-json`, args: { indent: job.to === 'json' ? indent : undefined } });
  if (job.to === 'csv')
    steps.push({ op: 'json-to-csv', args: { delimiter: d, nested: job.nested === 'refuse' ? undefined : job.nested } });
  else if (job.to !== 'json') steps.push({ op: `json-to-${job.to}` });
  else if (job.from === 'json') steps.push({ op: 'json-beautify', args: { indent } });
  return { steps, input: job.text };
}

/** The JSONPath query on /jsonformat: the values it selects, as json-query gives them (a JSON array). */
export function queryRecipe(job: MoreJob | null): HandedRecipe | null {
  if (job?.kind !== 'query') return null;
  return {
    steps: [{ op: 'json-query', args: { query: job.query === '$' ? undefined : job.query } }],
    input: job.text,
  };
}
