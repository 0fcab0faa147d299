import { describe, expect, it } from 'vitest';
import { errorText } from '../../lib/error-text.ts';
import { DEFAULT_LOOK, parseLook } from './look.ts';

describe('parseLook colours (issue 40)', () => {
  it('draws with the default for a kept colour that is not one, and says why beside the field', () => {
    const p = parseLook({ ...DEFAULT_LOOK, foreground: '#zzz', background: '#ffffff' });
    expect(p.foreground).toBe(DEFAULT_LOOK.foreground);
    expect(p.background).toBe('#ffffff');
    expect(p.foregroundError?.code).toBe('INVALID_COLOUR');
    expect(p.backgroundError).toBeNull();
    expect(errorText(p.foregroundError, 'en_US')).toContain('“#zzz” is not a colour');
    expect(errorText(p.foregroundError, 'zh_Hans_CN')).toContain('不是颜色');
    expect(errorText(p.foregroundError, 'zh_Hant_HK')).toContain('不是顏色');
  });
  it('keeps the colours the visitor chose', () => {
    const p = parseLook({ ...DEFAULT_LOOK, foreground: '#123456', background: '#abc' });
    expect([p.foreground, p.background, p.foregroundError, p.backgroundError]).toEqual(['#123456', '#abc', null, null]);
  });
});
