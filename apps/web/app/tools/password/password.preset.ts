/** Which password hash a route of the family opens with; read by password.page.tsx through useTool(). */
export interface PasswordPreset {
  readonly scheme: 'bcrypt' | 'scrypt' | 'argon2';
}
