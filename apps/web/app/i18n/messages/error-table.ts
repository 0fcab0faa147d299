import type { EngineErrorCode } from '@tinkerbox/engine';

/**
 * A message for some params of a code that its usual message would read wrongly: TOO_MANY_DECIMALS for a
 * unit with no decimals ("has at most 0") says the amount must be whole (issue 40).
 */
type ErrorVariant = 'TOO_MANY_DECIMALS_WHOLE';

/** Every engine error code's message in one language, and the variants of a few. */
export type ErrorTable = Record<EngineErrorCode | ErrorVariant, string>;

/** The key of an error's message in an ErrorTable: its code, or the variant its params call for. */
export function errorKey(
  code: EngineErrorCode,
  params: Readonly<Record<string, string | number>> | undefined,
): keyof ErrorTable {
  if (code === 'TOO_MANY_DECIMALS' && Number(params?.decimals) === 0) return 'TOO_MANY_DECIMALS_WHOLE';
  return code;
}
