import { CRC_CATALOGUE, DIGEST_FORMATS, encodeDigest, type HashAlgorithm } from '@tinkerbox/engine/hash';
import { describe, expect, it } from 'vitest';
import { runHanded, utf8 } from '../../../test/handed-recipe.ts';
import { crcRecipe } from './crc.recipe.ts';
import { runHashJob } from './hash.jobs.ts';

// "Continue in a recipe" on /crc: for every CRC of the catalogue and every output format, the step it
// hands over, run by the engine's operation, gives the page's own worker result (the page is the
// reference; the catalogue's check values are tested in the engine).

const ctx = { emit() {}, signal: new AbortController().signal, transferResult() {} };
const DATA = new TextEncoder().encode('123456789');

describe('/crc hands the recipe page its chosen CRC', () => {
  it('every catalogue CRC, every format', async () => {
    const names: readonly HashAlgorithm[] = CRC_CATALOGUE;
    expect(names.length).toBeGreaterThan(100);
    for (const [i, name] of names.entries()) {
      const format = DIGEST_FORMATS[i % DIGEST_FORMATS.length] ?? 'hex';
      const handed = crcRecipe([name], false, DATA, format);
      expect(handed, name).not.toBeNull();
      const { digests } = (await runHashJob(
        { type: 'bytes', data: DATA, algorithms: [name], hmacKey: undefined },
        ctx,
      )) as {
        digests: Uint8Array[];
      };
      if (handed) expect(utf8(await runHanded(handed)), name).toBe(encodeDigest(digests[0] as Uint8Array, format));
    }
  });

  it('hands nothing for several CRCs, a custom one, or no typed input', () => {
    expect(crcRecipe(['CRC-32/ISO-HDLC', 'CRC-32/ISCSI'], false, DATA, 'hex')).toBeNull();
    expect(crcRecipe(['CRC-32/ISO-HDLC'], true, DATA, 'hex')).toBeNull();
    expect(crcRecipe(['CRC-32/ISO-HDLC'], false, null, 'hex')).toBeNull();
    expect(crcRecipe([], false, DATA, 'hex')).toBeNull();
  });
});
