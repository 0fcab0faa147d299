import { defineTools } from '../types.ts';
import type { EncodingPreset } from './codecs.preset.ts';

/** Tools of the encoding family. A tool is listed here only once its page is finished. */
export const encodingTools = defineTools<EncodingPreset>()([
  {
    id: 'base64',
    path: '/base64',
    category: 'encoding',
    page: 'base64',
    untilUsed: true,
  },
  {
    id: 'hex',
    path: '/hex',
    category: 'encoding',
    page: 'hex',
    untilUsed: true,
  },
  {
    id: 'encoder',
    path: '/encoder',
    category: 'encoding',
    page: 'encoder',
    untilUsed: true,
  },
  {
    id: 'base32',
    path: '/base32',
    category: 'encoding',
    page: 'codecs',
    preset: { codec: 'base32' },
    untilUsed: true,
  },
  {
    id: 'base58',
    path: '/base58',
    category: 'encoding',
    page: 'codecs',
    preset: { codec: 'base58' },
    untilUsed: true,
  },
  {
    id: 'base85',
    path: '/base85',
    category: 'encoding',
    page: 'codecs',
    preset: { codec: 'base85' },
    untilUsed: true,
  },
  {
    id: 'quotedprintable',
    path: '/quotedprintable',
    category: 'encoding',
    page: 'codecs',
    preset: { codec: 'qp' },
    untilUsed: true,
  },
  {
    id: 'punycode',
    path: '/punycode',
    category: 'encoding',
    page: 'codecs',
    preset: { codec: 'punycode' },
    untilUsed: true,
  },
  {
    id: 'gzip',
    path: '/gzip',
    category: 'encoding',
    page: 'gzip',
    untilUsed: true,
  },
  {
    id: 'pic2base64',
    path: '/pic2base64',
    category: 'image',
    page: 'pic2base64',
    untilUsed: true,
  },
  {
    id: 'timestamp',
    path: '/timestamp',
    category: 'datetime',
    page: 'timestamp',
  },
  {
    id: 'units',
    path: '/units',
    category: 'unit',
    page: 'units',
    untilUsed: true,
  },
]);
