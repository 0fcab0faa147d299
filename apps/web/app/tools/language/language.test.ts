import { EngineError } from '@tinkerbox/engine';
import { describe, expect, it } from 'vitest';
import { errorText } from '../../lib/error-text.ts';
import { runChschtJob } from './chscht.job.ts';

describe('the /chscht job', () => {
  it('converts with OpenCC (its test case_017) and marks characters with several forms', () => {
    const r = runChschtJob({ text: '太后的头发很干燥。', conversion: 's2tw', custom: '' });
    expect(r.output).toBe('太后的頭髮很乾燥。');
    expect(r.segments.map((s) => s.text).join('')).toBe(r.output);
    // OpenCC's STCharacters.txt: 发 → 發 髮
    expect(r.segments.find((s) => s.source === '发')).toEqual({ text: '髮', source: '发', forms: ['發', '髮'] });
    expect(r.segments.filter((s) => s.source).map((s) => s.source)).toEqual(['后', '发', '干']);
  });

  it('lets the visitor’s mappings win', () => {
    expect(runChschtJob({ text: '软件和鼠标', conversion: 's2twp', custom: '软件 = 軟件' }).output).toBe('軟件和滑鼠');
  });

  it('rejects a bad mapping line with INVALID_MAPPING and its number, in the visitor’s language', () => {
    let error: unknown = null;
    try {
      runChschtJob({ text: '软件', conversion: 's2twp', custom: '软件 = 軟件\n只有一个词' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'INVALID_MAPPING', params: { line: 2 } });
    expect(errorText(error, 'zh_Hant_HK')).toBe('第 2 行不是對照：請寫原文、空格或「=」，再寫替換，例如 软件 = 軟件。');
  });
});
