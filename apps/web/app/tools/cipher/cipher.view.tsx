import { Choice, EarlyButton } from '@tinkerbox/ui';
import type { NumberFormatter } from '../../i18n/numbers.ts';
import type { HandedRecipe } from '../../shell/continue-in-recipe.tsx';
import { ContinueInRecipe } from '../../shell/continue-in-recipe.tsx';
import { Warning } from './cipher.widgets.tsx';
import { InputSection } from './cipher-input.view.tsx';
import { KeySection, type PartProps } from './cipher-key.view.tsx';
import { OptionsSection } from './cipher-options.view.tsx';
import { OutputSection } from './cipher-output.view.tsx';
import type { CipherOutput } from './use-cipher-output.ts';
import type { CipherRun } from './use-cipher-run.ts';
import { DIRECTIONS } from './use-cipher-state.ts';

/** The cipher page: direction, cautions, input, key, options, output, and the share links. */
export function CipherView(
  props: PartProps & { run: CipherRun; out: CipherOutput; nf: NumberFormatter; recipe: HandedRecipe | null },
) {
  const { s, f, m, out, recipe } = props;
  return (
    <div className="flex flex-col">
      <Choice
        label={m.direction}
        value={s.direction}
        onChange={s.changeDirection}
        options={DIRECTIONS.map((d) => ({ value: d, label: m[d] }))}
      />
      {s.alg === 'des' && <Warning>{m.warnings.des}</Warning>}
      {s.alg === 'blowfish' && <Warning>{m.warnings.blowfish}</Warning>}
      {s.alg === 'rc2' && <Warning>{m.warnings.rc2}</Warning>}
      {(s.alg === 'rc4' || s.alg === 'rc4drop') && <Warning>{m.warnings.rc4}</Warning>}
      {f.block && f.mode === 'ecb' && <Warning>{m.warnings.ecb}</Warning>}
      {s.arx && <Warning>{m.warnings.noMac}</Warning>}
      <div className="mt-6">
        <InputSection {...props} />
        <KeySection {...props} />
        <OptionsSection {...props} />
        <OutputSection {...props} />
      </div>
      <div className="mt-6 flex flex-wrap gap-2">
        <EarlyButton early="copy-link" onClick={() => out.copyLink(false)}>
          {m.copyLink}
        </EarlyButton>
        <EarlyButton early="copy-link-secret" onClick={() => out.copyLink(true)}>
          {m.copyLinkSecret}
        </EarlyButton>
      </div>
      <ContinueInRecipe steps={recipe?.steps ?? null} input={recipe?.input} />
    </div>
  );
}
