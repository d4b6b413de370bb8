import { describe, expect, it } from 'vitest';
import { slotNameTranslations } from './game-name-translations.js';

describe('slot name translations', () => {
  it('translates every word, keeping a trailing counter', () => {
    expect(JSON.parse(slotNameTranslations('Golden Dragon Hold & Win 12')!)).toEqual({
      KO: '황금 드래곤 홀드 앤 윈 12',
      JA: '黄金のドラゴン ホールド＆ウィン 12',
    });
    expect(JSON.parse(slotNameTranslations('Lucky Tiger')!)).toEqual({
      KO: '행운의 호랑이',
      JA: 'ラッキー虎',
    });
  });

  it('gives no translation when a word is unknown, so the English name is used', () => {
    expect(slotNameTranslations('Golden Unicorn')).toBeNull();
    expect(slotNameTranslations('Golden Dragon Turbo')).toBeNull();
  });
});
