import { defineTools } from '../types.ts';
import type { PasswordPreset } from './password.preset.ts';

/** Tools of the password family: one page (password.page.tsx), opened on each route's scheme. */
export const passwordTools = defineTools<PasswordPreset>()([
  {
    id: 'bcrypt',
    path: '/bcrypt',
    category: 'encryption',
    preset: { scheme: 'bcrypt' },
  },
  {
    id: 'scrypt',
    path: '/scrypt',
    category: 'encryption',
    preset: { scheme: 'scrypt' },
  },
  {
    id: 'argon2',
    path: '/argon2',
    category: 'encryption',
    preset: { scheme: 'argon2' },
  },
]);
