import type { DigestFormat } from '@tinkerbox/engine/hash';
import { type HandedRecipe, hashOp } from '../../shell/continue-in-recipe.tsx';

// "Continue in a recipe" for /crc: one CRC of the catalogue, by its operation id, in the page's format,
// the typed input as the recipe's input. Several CRCs at once, a custom CRC (no operation) or a file:
// no link. crc.recipe.test.ts runs every catalogue CRC through the engine's operation against the page's
// worker job.

/** The CRC chosen on the page as a recipe; null unless exactly one catalogue CRC of typed input is asked for. */
export function crcRecipe(
  chosen: readonly string[],
  useCustom: boolean,
  input: Uint8Array | null,
  format: DigestFormat,
): HandedRecipe | null {
  const [name] = chosen;
  if (useCustom || chosen.length !== 1 || !name || !input) return null;
  return { steps: [{ op: hashOp(name), args: { format: format === 'hex' ? undefined : format } }], input };
}
