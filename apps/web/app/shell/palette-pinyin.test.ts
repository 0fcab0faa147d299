import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PINYIN_COMMAND, PINYIN_FILE, pinyinSource } from '../../scripts/build-pinyin.ts';
import { searchTools } from '../routes/home-search.ts';
import { toolNames } from '../tools/names.ts';
import { tools } from '../tools/registry.ts';
import { searchable } from '../tools/search-terms.ts';
import { PINYIN, withPinyin } from './palette.pinyin.ts';

describe('pinyin of the Chinese tool names (issue 16 item 3)', () => {
  it('is precomputed in palette.pinyin.ts from the current names', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../..', PINYIN_FILE), 'utf8');
    expect(committed, `${PINYIN_FILE} is out of date: run \`${PINYIN_COMMAND}\``).toBe(pinyinSource());
  });

  it('lets a Chinese visitor type pinyin, whole or initials, with a typo', () => {
    const names = [toolNames('zh_Hans_CN')];
    const search = (q: string) => searchTools(withPinyin(searchable(tools)), names, q).map((h) => h.tool.id);
    expect(PINYIN.qrcode).toContain('erweimashengchengqi');
    expect(search('erweima')).toContain('qrcode');
    expect(search('ewmscq')[0]).toBe('qrcode');
    expect(search('erweimashengchenqi')[0]).toBe('qrcode');
    expect(searchTools(searchable(tools), names, 'erweima')).toEqual([]);
  });
});
