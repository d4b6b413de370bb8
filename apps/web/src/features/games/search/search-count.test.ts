import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../i18n/i18n';
import { setupWebTests } from '../../../test/render';
import { searchCountText } from './search-count';

setupWebTests();

describe('searchCountText', () => {
  it.each([
    ['EN', 'Games found: 12', 'Games found: 100+'],
    ['KO', '검색된 게임: 12개', '검색된 게임: 100개 이상'],
    ['JA', '見つかったゲーム：12件', '見つかったゲーム：100件以上'],
    ['PT', 'Jogos encontrados: 12', 'Jogos encontrados: mais de 100'],
  ] as const)('%s shows an exact count and a capped one as "100+"', async (language, exact, capped) => {
    await activateLanguage(language);
    const t = i18n.t.bind(i18n);
    expect(searchCountText(t, { total: 12, totalCapped: false })).toBe(exact);
    expect(searchCountText(t, { total: 100, totalCapped: true })).toBe(capped);
  });
});
