import type { EngineError } from '@tinkerbox/engine';
import { encodeText, fromBase64, fromHex, toBase64, toHex } from '@tinkerbox/engine/encoding';
import { describe, expect, it } from 'vitest';
import { runHanded } from '../../../test/handed-recipe.ts';
import type { GzipResult } from './encoding.protocol.ts';
import { runGzip } from './gzip.ops.ts';
import { type GzipRecipeJob, gzipRecipe } from './gzip.recipe.ts';
import type { GzipRequest } from './use-gzip.ts';

// "Continue in a recipe" on /gzip: for every format, level, input reading and output view, the steps it
// hands over, run by the engine's operations, give what the page's own runGzip gives and shows (the page
// is the reference; the operations are checked against zlib in the engine's tests).

const TEXT = 'Tinkerbox gzip ✓ '.repeat(20);
const read = { text: encodeText, hex: fromHex, base64: fromBase64 } as const;

async function same(j: GzipRecipeJob) {
  const label = `${JSON.stringify({ ...j.request, source: undefined })} ${j.source} -> ${j.view}`;
  const handed = gzipRecipe(j);
  expect(handed, label).not.toBeNull();
  if (!handed || !j.request) return;
  let bytes: Uint8Array;
  try {
    bytes = ((await runGzip({ kind: 'gzip', ...j.request }, () => {})) as GzipResult).bytes;
  } catch (e) {
    await expect(runHanded(handed), label).rejects.toMatchObject({ code: (e as EngineError).code });
    return;
  }
  const shown = j.view === 'hex' ? encodeText(toHex(bytes)) : j.view === 'base64' ? encodeText(toBase64(bytes)) : bytes;
  expect([...(await runHanded(handed))], label).toEqual([...shown]);
}

const job = (
  request: Omit<GzipRequest, 'source'>,
  source: 'text' | 'hex' | 'base64',
  text: string,
  view: GzipRecipeJob['view'],
) => ({
  request: { ...request, source: read[source](text) },
  source,
  text,
  view,
});

describe('/gzip hands the recipe page its own compression', () => {
  it('every format and level, text read as text, hex or base64, shown in every view; and back', async () => {
    for (const format of ['gzip', 'zlib', 'deflate'] as const)
      for (const level of [0, 1, 6, 9]) {
        const header = format === 'gzip' ? { header: { headerCrc: false } } : {};
        for (const [source, text] of [
          ['text', TEXT],
          ['hex', toHex(encodeText(TEXT))],
          ['base64', toBase64(encodeText(TEXT))],
        ] as const)
          for (const view of ['base64', 'hex', 'text'] as const)
            await same(job({ inflate: false, format, level, ...header }, source, text, view));
        const packed = (
          (await runGzip(
            { kind: 'gzip', source: encodeText(TEXT), inflate: false, format, level },
            () => {},
          )) as GzipResult
        ).bytes;
        for (const pick of [format, 'auto'] as const) {
          if (pick === 'auto' && format === 'deflate') continue; // raw deflate has no header to recognise
          await same(job({ inflate: true, format: pick, level: 6 }, 'base64', toBase64(packed), 'text'));
          await same(job({ inflate: true, format: pick, level: 6 }, 'hex', toHex(packed), 'hex'));
        }
      }
    // bad data is refused alike
    await same(job({ inflate: true, format: 'gzip', level: 6 }, 'hex', '1f8b0800', 'text'));
  });

  it('hands nothing for a file or gzip header fields', () => {
    const base = { inflate: false, format: 'gzip', level: 6 } as const;
    const none: GzipRecipeJob[] = [
      {
        request: { ...base, source: encodeText('x'), header: { name: 'a.txt' } },
        source: 'text',
        text: 'x',
        view: 'base64',
      },
      {
        request: { ...base, source: encodeText('x'), header: { comment: 'c' } },
        source: 'text',
        text: 'x',
        view: 'base64',
      },
      {
        request: { ...base, source: encodeText('x'), header: { headerCrc: true } },
        source: 'text',
        text: 'x',
        view: 'base64',
      },
      { request: { ...base, source: new File(['x'], 'x') }, source: 'file', text: '', view: 'base64' },
      { request: null, source: 'text', text: '', view: 'base64' },
    ];
    for (const j of none) expect(gzipRecipe(j)).toBeNull();
  });
});
