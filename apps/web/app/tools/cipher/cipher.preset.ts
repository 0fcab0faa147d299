/** What one cipher route opens with; read by cipher.page.tsx through useTool(). Plain data. */
export interface CipherPreset {
  /**
   * The cipher family the route is about; Rabbit's page also offers RabbitLegacy and RFC byte order,
   * Salsa20's offers XSalsa20.
   */
  readonly algorithm:
    | 'aes'
    | 'des'
    | 'tripledes'
    | 'rabbit'
    | 'rc4'
    | 'rc4drop'
    | 'sm4'
    | 'chacha20-poly1305'
    | 'xchacha20-poly1305'
    | 'chacha20'
    | 'salsa20'
    | 'blowfish'
    | 'rc2';
}
