import { provideChineseConversion } from '@tinkerbox/engine/ops';
import { CHINESE_CONVERSIONS, type ChineseConversion, convertChinese } from '@tinkerbox/engine/text';
import { describe, expect, it } from 'vitest';
import { runHanded, utf8 } from '../../../test/handed-recipe.ts';
import { runChschtJob } from './chscht.job.ts';
import { chschtRecipe } from './chscht.recipe.ts';

// "Continue in a recipe" on /chscht: for every OpenCC conversion the page offers, the step it hands over,
// run by the engine's operation, gives the page's own worker output (the page is the reference; the
// conversion is checked against OpenCC's own test cases in the engine's tests).

provideChineseConversion(convertChinese); // as the recipe page's worker does

const TEXTS = [
  '鼠标里面的硅二极管坏了，导致光标分辨率降低。',
  '我們在寫程式，軟體和記憶體。',
  '香港的滑鼠 (mouse), 100% ✓',
  '',
];

describe('/chscht hands the recipe page its own conversion', () => {
  it('every conversion, phrases, punctuation and Latin kept', async () => {
    for (const conversion of Object.keys(CHINESE_CONVERSIONS) as ChineseConversion[])
      for (const text of TEXTS) {
        const job = { text, conversion, custom: '' };
        const handed = chschtRecipe(job);
        expect(handed).not.toBeNull();
        if (handed) expect(utf8(await runHanded(handed)), `${conversion} ${text}`).toBe(runChschtJob(job).output);
      }
  });

  it('hands nothing while the visitor has mappings of their own', () => {
    expect(chschtRecipe({ text: '鼠标', conversion: 's2t', custom: '鼠标 滑鼠' })).toBeNull();
  });
});
