import { useMemo, useState } from 'react';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { convertRecipe } from './json.recipe.ts';
import type {
  ConvertFormat,
  ConvertResult,
  CsvNested,
  CsvShape,
  MoreJob,
  XmlJobOptions,
} from './json-more.protocol.ts';
import { useMoreJob } from './use-more-job.ts';

export const FORMATS = ['json', 'json5', 'yaml', 'toml', 'csv', 'xml'] as const;
export const DELIMITERS = ['comma', 'semicolon', 'tab', 'pipe'] as const;
export type DelimiterChoice = (typeof DELIMITERS)[number];
const DELIMITER_CHARS: Record<DelimiterChoice, string> = { comma: ',', semicolon: ';', tab: '\t', pipe: '|' };
const NESTED = ['refuse', 'flatten', 'json'] as const;
const FLAGS = ['0', '1'] as const;
export const CSV_SHAPES = ['records', 'rows', 'record'] as const satisfies readonly CsvShape[];

/** Examples per source format, each with an integer past 2^64 that must come through exactly (XML's comes with its options). */
export const CONVERT_SAMPLES: Record<Exclude<ConvertFormat, 'xml'>, string> = {
  json: '[\n  {"id": 12345678901234567890, "name": "Ada", "score": 9.75, "tags": ["x", "y"]},\n  {"id": 2, "name": "Lin, Wei", "score": 10, "tags": []}\n]\n',
  json5:
    "{\n  // comments, unquoted keys, single quotes, hex and trailing commas\n  id: 12345678901234567890,\n  name: 'Tinkerbox',\n  flags: 0xff,\n  ratio: .5,\n  tags: ['json5', 'yaml',],\n}\n",
  yaml: 'id: 12345678901234567890\nname: Tinkerbox\nowner:\n  name: Ada\n  active: true\ntags:\n  - json\n  - yaml\n',
  toml: 'id = 9223372036854775807\nname = "Tinkerbox"\n\n[owner]\nname = "Ada"\nactive = true\n',
  csv: 'id,name,score\n12345678901234567890,Ada,9.75\n2,"Lin, Wei",10\n',
};

/** The state of /jsonconvert: input (kept), options in the fragment, and the job in the worker. */
export function useJsonConvert() {
  const [input, setInput] = useKeptState('jsonconvert.input', '');
  const [from, setFrom] = useFragmentOption<ConvertFormat>('from', 'json', FORMATS);
  const [to, setTo] = useFragmentOption<ConvertFormat>('to', 'yaml', FORMATS);
  const [delimiter, setDelimiter] = useFragmentOption<DelimiterChoice>('delim', 'comma', DELIMITERS);
  const [nested, setNested] = useFragmentOption<CsvNested>('nested', 'refuse', NESTED);
  const [numbersFlag, setNumbersFlag] = useFragmentOption('num', '1', FLAGS);
  const csvNumbers = numbersFlag === '1';
  const [csvShape, setCsvShape] = useFragmentOption<CsvShape>('shape', 'records', CSV_SHAPES);
  // the XML options live in their own module (decision 0178); an XML job waits for them
  const [xml, setXml] = useState<XmlJobOptions | null>(null);
  const usesXml = from === 'xml' || to === 'xml';
  const job = useMemo<MoreJob | null>(
    () =>
      input.trim() === '' || (usesXml && xml === null)
        ? null
        : {
            kind: 'convert',
            text: input,
            from,
            to,
            delimiter: DELIMITER_CHARS[delimiter],
            nested,
            csvNumbers,
            csvShape,
            indent: 2,
            ...(usesXml && xml ? { xml } : {}),
          },
    [input, from, to, delimiter, nested, csvNumbers, csvShape, usesXml, xml],
  );
  const run = useMoreJob<ConvertResult>(job);
  /** The same conversion as a recipe ("Continue in a recipe"), when operations say it. */
  const recipe = useMemo(() => convertRecipe(job), [job]);
  const swap = () => {
    const output = run.outcome?.status === 'done' ? run.outcome.result.output : null;
    setFrom(to);
    setTo(from);
    if (output !== null) setInput(output);
  };
  return {
    input,
    setInput,
    from,
    setFrom,
    to,
    setTo,
    delimiter,
    setDelimiter,
    nested,
    setNested,
    csvNumbers,
    setCsvNumbers: (on: boolean) => setNumbersFlag(on ? '1' : '0'),
    csvShape,
    setCsvShape,
    setXml,
    swap,
    recipe,
    ...run,
  };
}
