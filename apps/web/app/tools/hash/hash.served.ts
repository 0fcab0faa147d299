import type { Locale } from '../../i18n/locales.ts';
import { secretBytes } from '../../lib/form.ts';
import type { DigestPreset } from './hash.preset.ts';
import type { DigestSetup } from './hash.protocol.ts';
import { readAlgorithmParams, UNTOUCHED_PARAMS } from './use-digest-options.ts';

// The digest of an untouched page, computed by the server (decision 0194). A digest route opens on the
// empty text, whose digest it shows at once: asked of the worker, that first answer started the worker,
// fetched the algorithm's module (and WASM) and rendered the page again, all in a slow phone's first
// seconds, for a value the server knows. The server computes it with the worker's own code
// (hash.jobs.ts) and sends it in the page's loader data; the page shows it while its job is the one the
// server answered, and starts the worker only when the visitor changes something.

/** A text job of a digest page: the bytes and what to do with them. */
export type TextJob = DigestSetup & { data: Uint8Array };

/** The job an untouched digest route asks for: the empty text, the route's algorithm, every option at its default. */
export function untouchedJob(preset: DigestPreset, locale: Locale): TextJob | null {
  const isHmac = preset.kind === 'hmac';
  const key = isHmac ? secretBytes('', 'utf8', locale) : { ok: true as const, value: undefined };
  const params = readAlgorithmParams(isHmac ? undefined : preset.algorithm, UNTOUCHED_PARAMS, locale).value;
  if (!key.ok || !params) return null;
  return {
    data: new Uint8Array(0),
    algorithms: [preset.algorithm],
    hmacKey: key.value,
    params: { [preset.algorithm]: params },
  };
}
