/** What a games route shows. */
export type GamesPreset = { kind: 'tetris' } | { kind: 'life' };
