import { defineTools } from '../types.ts';
import type { PasswordPreset } from './password.preset.ts';

/**
 * Tools of the password family: one page (password.page.tsx) opened on each route's scheme, and /pbkdf2 with
 * its own page (pbkdf2.page.tsx: a key derivation with its presets and output formats, no verify half).
 */
export const passwordTools = defineTools<PasswordPreset>()([
  {
    id: 'bcrypt',
    path: '/bcrypt',
    category: 'encryption',
    preset: { scheme: 'bcrypt' },
    untilUsed: true,
  },
  {
    id: 'scrypt',
    path: '/scrypt',
    category: 'encryption',
    preset: { scheme: 'scrypt' },
    untilUsed: true,
  },
  {
    id: 'argon2',
    path: '/argon2',
    category: 'encryption',
    preset: { scheme: 'argon2' },
    untilUsed: true,
  },
  {
    id: 'pbkdf2',
    path: '/pbkdf2',
    category: 'encryption',
    page: 'pbkdf2',
    untilUsed: true,
  },
]);
