/**
 * Korean and Japanese names of the demo slot games, composed from the same words the English names are
 * made of (game-catalogue.ts). Other languages, and games whose words are not listed, fall back to the
 * English name at read time.
 */
type Words = Record<string, string>;

const ko: { adjective: Words; noun: Words; suffix: Words } = {
  adjective: {
    Fortune: '포춘',
    Golden: '황금',
    Lucky: '행운의',
    Mystic: '신비한',
    Wild: '와일드',
    Royal: '로열',
    Mighty: '강력한',
    Sacred: '신성한',
    Blazing: '불타는',
    Frozen: '얼어붙은',
    Crystal: '크리스탈',
    Jade: '비취',
    Thunder: '천둥',
    Silver: '은빛',
    Ancient: '고대',
    Cosmic: '우주',
    Emerald: '에메랄드',
    Ruby: '루비',
    Shadow: '그림자',
    Sunny: '햇살',
    Sweet: '달콤한',
    Magic: '마법',
    Dancing: '춤추는',
    Roaring: '포효하는',
    Hidden: '숨겨진',
    Electric: '일렉트릭',
    Imperial: '황실',
    Neon: '네온',
    Savage: '야생의',
    Candy: '캔디',
  },
  noun: {
    Dragon: '드래곤',
    Tiger: '호랑이',
    Phoenix: '불사조',
    Panda: '판다',
    Pharaoh: '파라오',
    Koi: '비단잉어',
    Buffalo: '버팔로',
    Wolf: '늑대',
    Gems: '보석',
    Treasures: '보물',
    Temple: '신전',
    Empire: '제국',
    Goddess: '여신',
    Samurai: '사무라이',
    Pirates: '해적',
    Vikings: '바이킹',
    Fruits: '과일',
    Bonanza: '보난자',
    Lion: '사자',
    Eagle: '독수리',
    Monkey: '원숭이',
    Ninja: '닌자',
    Queen: '여왕',
    Mermaid: '인어',
    Volcano: '화산',
    Jungle: '정글',
    Carnival: '카니발',
    Galaxy: '은하',
    Lantern: '등불',
    Oasis: '오아시스',
  },
  suffix: {
    Deluxe: '디럭스',
    Megaways: '메가웨이즈',
    Rising: '라이징',
    Riches: '리치스',
    Gold: '골드',
    Link: '링크',
    Rush: '러시',
    'Hold & Win': '홀드 앤 윈',
    Jackpot: '잭팟',
  },
};

const ja: typeof ko = {
  adjective: {
    Fortune: 'フォーチュン',
    Golden: '黄金の',
    Lucky: 'ラッキー',
    Mystic: '神秘の',
    Wild: 'ワイルド',
    Royal: 'ロイヤル',
    Mighty: '無敵の',
    Sacred: '聖なる',
    Blazing: '燃える',
    Frozen: '氷の',
    Crystal: 'クリスタル',
    Jade: '翡翠の',
    Thunder: '雷の',
    Silver: '銀の',
    Ancient: '古代の',
    Cosmic: '宇宙の',
    Emerald: 'エメラルド',
    Ruby: 'ルビー',
    Shadow: '影の',
    Sunny: '陽だまりの',
    Sweet: 'スイート',
    Magic: '魔法の',
    Dancing: '踊る',
    Roaring: '咆哮する',
    Hidden: '隠された',
    Electric: 'エレクトリック',
    Imperial: '帝国の',
    Neon: 'ネオン',
    Savage: '野生の',
    Candy: 'キャンディ',
  },
  noun: {
    Dragon: 'ドラゴン',
    Tiger: '虎',
    Phoenix: '鳳凰',
    Panda: 'パンダ',
    Pharaoh: 'ファラオ',
    Koi: '錦鯉',
    Buffalo: 'バッファロー',
    Wolf: '狼',
    Gems: '宝石',
    Treasures: '財宝',
    Temple: '神殿',
    Empire: '帝国',
    Goddess: '女神',
    Samurai: '侍',
    Pirates: '海賊',
    Vikings: 'バイキング',
    Fruits: 'フルーツ',
    Bonanza: 'ボナンザ',
    Lion: 'ライオン',
    Eagle: '鷲',
    Monkey: '猿',
    Ninja: '忍者',
    Queen: '女王',
    Mermaid: '人魚',
    Volcano: '火山',
    Jungle: 'ジャングル',
    Carnival: 'カーニバル',
    Galaxy: '銀河',
    Lantern: '灯籠',
    Oasis: 'オアシス',
  },
  suffix: {
    Deluxe: 'デラックス',
    Megaways: 'メガウェイズ',
    Rising: 'ライジング',
    Riches: 'リッチズ',
    Gold: 'ゴールド',
    Link: 'リンク',
    Rush: 'ラッシュ',
    'Hold & Win': 'ホールド＆ウィン',
    Jackpot: 'ジャックポット',
  },
};

/** "Adjective Noun [Suffix] [n]" in one language; undefined when a word has no translation. */
const compose = (dict: typeof ko, name: string, joinAdjective: string): string | undefined => {
  const [adjective = '', noun = '', ...rest] = name.split(' ');
  const adj = dict.adjective[adjective];
  const n = dict.noun[noun];
  if (!adj || !n) return undefined;
  const tail = rest.join(' ');
  const counter = /(?:^| )(\d+)$/.exec(tail)?.[1];
  const suffix = counter ? tail.slice(0, -counter.length).trim() : tail;
  const translatedSuffix = suffix ? dict.suffix[suffix] : '';
  if (translatedSuffix === undefined) return undefined;
  return [`${adj}${joinAdjective}${n}`, translatedSuffix, counter].filter(Boolean).join(' ');
};

/** JSON of { KO, JA } names for a slot game's English name, or null when it cannot be translated. */
export const slotNameTranslations = (englishName: string): string | null => {
  const names = Object.fromEntries(
    [
      ['KO', compose(ko, englishName, ' ')],
      ['JA', compose(ja, englishName, '')],
    ].filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return Object.keys(names).length > 0 ? JSON.stringify(names) : null;
};
