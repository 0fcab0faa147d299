import { defineTools } from '../types.ts';

/** Tools of the token family: JWTs, unique identifiers, passwords. */
export const tokenTools = defineTools()([
  {
    id: 'jwt',
    path: '/jwt',
    page: 'jwt',
    category: 'programming',
    untilUsed: true,
  },
  {
    id: 'uuid',
    path: '/uuid',
    page: 'uuid',
    category: 'programming',
  },
  {
    id: 'passwordgen',
    path: '/passwordgen',
    page: 'passwordgen',
    category: 'programming',
  },
]);
