/**
 * Simplified characters with more than one Traditional counterpart, and the counterparts in OpenCC's
 * order (the first is its default). Copied from OpenCC's data/dictionary/STCharacters.txt (Apache-2.0,
 * https://github.com/BYVoid/OpenCC, commit 0148f244647a2c26f99ce9f46754031e65886388), keeping the
 * entries for characters in everyday use; the phrase dictionaries decide between them in context.
 */
const ENTRIES =
  '万萬万|丑醜丑|个個箇|丰豐丰|了了瞭|于於于|云雲云|仆僕仆|价價价|伙夥伙|余餘余|佣傭佣|借借藉|党黨党|克克剋|' +
  '冲衝沖|准準准|几幾几|凶兇凶|出出齣|划劃划|别別彆|制制製|升升昇|卜卜蔔|占佔占|卤滷鹵|卷卷捲|厂廠厂|历歷曆|' +
  '厘釐厘|参參蔘|发發髮|只只隻祇|台臺檯颱台|叶葉叶|叹嘆歎|吁籲吁|吃喫吃|合合閤|吊吊弔|后後后|向向嚮曏|周周週賙|' +
  '咸鹹咸|哄哄鬨|回回迴|团團糰|困困睏|坛壇罈|复復複覆|夸誇夸|奸奸姦|姜姜薑|娘娘孃|宁寧甯|家家傢|尝嘗嚐|尸屍尸|' +
  '尽盡儘|岩巖岩|岳嶽岳|布布佈|帘簾帘|干幹乾干榦|并並併幷|广廣广|当當噹|征徵征|御御禦|志志誌|念念唸|恶惡噁|' +
  '才才纔|扎扎紮|托託托|折折摺|挂掛挂|据據据|摆擺襬|斗鬥斗|暗暗闇|曲曲麴|术術朮|朴樸朴|杆杆桿|杠槓杠|杰傑杰|' +
  '松松鬆|板板闆|极極极|柜櫃柜|欲欲慾|汇匯彙滙|沈沈瀋|注注註|涂塗涂|游遊游|烟煙菸|症症癥|种種种|秋秋鞦|签籤簽|' +
  '系系係繫|纤纖縴|胡胡鬍衚|脏髒臟|致致緻|舍舍捨|苏蘇甦囌|范範范|荡蕩盪|获獲穫|蒙蒙矇濛懞|虫蟲虫|表表錶|谷谷穀|' +
  '赞贊讚|迹跡蹟|适適适|郁鬱郁|采採采寀|里裏里哩|钟鍾鐘鈡|链鏈鍊|闲閒閑|霉黴霉|面面麪|须須鬚|饥飢饑|愿願愿|' +
  '凄悽淒|冬冬鼕|恒恆恒';

let cache: ReadonlyMap<string, readonly string[]> | null = null;

/**
 * The Simplified characters that have several Traditional forms, each with its forms (OpenCC's list).
 *
 * @example ambiguousCharacters().get('发') // ['發', '髮']
 */
export function ambiguousCharacters(): ReadonlyMap<string, readonly string[]> {
  if (!cache) {
    cache = new Map(
      ENTRIES.split('|').map((e) => {
        const [key, ...forms] = [...e];
        return [key as string, forms];
      }),
    );
  }
  return cache;
}

export interface MarkedSegment {
  readonly text: string;
  /** For a character with several Traditional forms: its Simplified source and the forms. */
  readonly ambiguous?: { readonly source: string; readonly forms: readonly string[] };
}

/**
 * Splits a Simplified-to-Traditional result into plain runs and characters whose source had more than
 * one Traditional form, so the page can highlight them. Aligns character by character when the input and
 * output have the same length (the usual case); otherwise it marks the output characters that are
 * forms of an ambiguous character found in the input, also in their regional spelling (`regional`, e.g.
 * 裏 -> 裡 for Taiwan).
 *
 * @example markAmbiguous('头发', '頭髮') // [{ text: '頭' }, { text: '髮', ambiguous: { source: '发', forms: ['發', '髮'] } }]
 */
export function markAmbiguous(
  input: string,
  output: string,
  regional: (form: string) => string = (f) => f,
): MarkedSegment[] {
  const table = ambiguousCharacters();
  const src = [...input];
  const out = [...output];
  const segments: MarkedSegment[] = [];
  let run = '';
  const flush = () => {
    if (run) segments.push({ text: run });
    run = '';
  };
  if (src.length === out.length) {
    for (let i = 0; i < out.length; i++) {
      const forms = table.get(src[i] as string);
      if (forms) {
        flush();
        segments.push({ text: out[i] as string, ambiguous: { source: src[i] as string, forms } });
      } else {
        run += out[i];
      }
    }
  } else {
    const byForm = new Map<string, string>();
    for (const ch of new Set(src)) {
      const forms = table.get(ch);
      if (forms) {
        for (const f of forms) {
          byForm.set(f, ch);
          byForm.set(regional(f), ch);
        }
      }
    }
    for (const ch of out) {
      const source = byForm.get(ch);
      if (source) {
        flush();
        segments.push({ text: ch, ambiguous: { source, forms: table.get(source) as readonly string[] } });
      } else {
        run += ch;
      }
    }
  }
  flush();
  return segments;
}
