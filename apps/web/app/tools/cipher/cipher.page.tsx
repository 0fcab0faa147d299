import { useMemo } from 'react';
import { HTML_LANG } from '../../i18n/locales.ts';
import { numberFormat } from '../../i18n/numbers.ts';
import { useLocale, useMessages } from '../../i18n/t.tsx';
import { useTool } from '../../shell/use-tool.ts';
import { cipherMessages } from './cipher.messages.ts';
import type { CipherPreset } from './cipher.preset.ts';
import { cipherRecipe } from './cipher.recipe.ts';
import { CipherView } from './cipher.view.tsx';
import type { FieldName } from './use-cipher-form.ts';
import { useCipherForm } from './use-cipher-form.ts';
import { useCipherOutput } from './use-cipher-output.ts';
import { useCipherRun } from './use-cipher-run.ts';
import { useCipherState } from './use-cipher-state.ts';

export { toolMeta as meta } from '../../shell/tool-meta.ts';

/**
 * The one page module behind /aes /des /tripledes /rabbit /rc4 /rc4drop /sm4 /chacha20poly1305
 * /xchacha20poly1305 /chacha20 /salsa20 /blowfish /rc2; the preset picks the cipher.
 */
export default function CipherPage() {
  const tool = useTool<CipherPreset>();
  if (!tool.preset) throw new Error(`cipher tool ${tool.id} has no preset`);
  return <CipherTool key={tool.id} preset={tool.preset} />;
}

/** Wires the hooks (what was set, what it means, the worker, the output) to the view. */
function CipherTool({ preset }: { preset: CipherPreset }) {
  const m = useMessages(cipherMessages);
  const { locale } = useLocale();
  const nf = numberFormat(HTML_LANG[locale]); // one per language, kept by numberFormat
  const s = useCipherState(preset.algorithm);
  const f = useCipherForm(s, locale, m.ivNeeded, m.tagNeeded);
  const run = useCipherRun(s, f, locale);
  const out = useCipherOutput(s, run.result, m);
  // A missing key or IV is pointed out once the visitor touched the key or gave something to work on.
  const attempted = s.keyTouched || (s.inKind === 'file' ? s.file !== null : s.text.trim() !== '');
  // What the form says first, else what the last run said (a run's error belongs to a form without a
  // problem: once the form has one, the last run's answer is about something else).
  const err = (field: FieldName) => {
    if (f.fail?.field === field) return f.fail.missing && !attempted ? null : f.fail.message;
    return !f.fail && run.runError?.field === field ? run.runError.message : null;
  };
  // the same job as a recipe ("Continue in a recipe"), when the operations' arguments can say it
  const { direction, inKind, outKind, text, aead, layout } = s;
  const { fail, spec, secret } = f;
  const recipe = useMemo(
    () =>
      fail || !spec || !secret
        ? null
        : cipherRecipe({ direction, spec, secret, inKind, outKind, text, tagApart: aead && layout === 'separate' }),
    [fail, spec, secret, direction, inKind, outKind, text, aead, layout],
  );
  return <CipherView s={s} f={f} m={m} err={err} run={run} out={out} nf={nf} recipe={recipe} />;
}
