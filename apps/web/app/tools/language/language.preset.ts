/** What a language route shows. */
export type LanguagePreset = { kind: 'chscht' } | { kind: 'translate' };
