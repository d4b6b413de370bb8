import type { Db } from '../../db/database.js';

type DemoMission = {
  period: 'D' | 'W';
  kind: 'BET' | 'WIN_ROUNDS' | 'DEPOSIT' | 'LOGIN_STREAK';
  gameType: string | null;
  target: bigint;
  reward: bigint;
  points: number;
  names: Record<string, string>;
};

/** The demo missions: three a day, three a week (amounts in minor units). */
export const demoMissions: DemoMission[] = [
  {
    period: 'D',
    kind: 'BET',
    gameType: 'RNG',
    target: 50_000n,
    reward: 300n,
    points: 10,
    names: {
      EN: 'Bet 500 on slots',
      KO: '슬롯에 500 베팅',
      JA: 'スロットで500ベット',
      PT: 'Aposte 500 em slots',
    },
  },
  {
    period: 'D',
    kind: 'WIN_ROUNDS',
    gameType: null,
    target: 3n,
    reward: 200n,
    points: 10,
    names: { EN: 'Win 3 rounds', KO: '3라운드 승리', JA: '3ラウンド勝利', PT: 'Vença 3 rodadas' },
  },
  {
    period: 'D',
    kind: 'DEPOSIT',
    gameType: null,
    target: 10_000n,
    reward: 500n,
    points: 15,
    names: { EN: 'Deposit 100 today', KO: '오늘 100 입금', JA: '今日100入金', PT: 'Deposite 100 hoje' },
  },
  {
    period: 'W',
    kind: 'BET',
    gameType: null,
    target: 500_000n,
    reward: 2_000n,
    points: 50,
    names: {
      EN: 'Bet 5,000 this week',
      KO: '이번 주 5,000 베팅',
      JA: '今週5,000ベット',
      PT: 'Aposte 5.000 nesta semana',
    },
  },
  {
    period: 'W',
    kind: 'LOGIN_STREAK',
    gameType: null,
    target: 3n,
    reward: 1_000n,
    points: 30,
    names: {
      EN: 'Log in 3 days in a row',
      KO: '3일 연속 로그인',
      JA: '3日連続ログイン',
      PT: 'Entre 3 dias seguidos',
    },
  },
  {
    period: 'W',
    kind: 'BET',
    gameType: 'LIVE',
    target: 200_000n,
    reward: 1_500n,
    points: 40,
    names: {
      EN: 'Bet 2,000 at live tables',
      KO: '라이브 테이블에서 2,000 베팅',
      JA: 'ライブテーブルで2,000ベット',
      PT: 'Aposte 2.000 nas mesas ao vivo',
    },
  },
];

/** Inserts the demo missions while the merchant has none (an operator's own set stays). */
export const seedMissions = async (db: Db, merchantCode: string): Promise<void> => {
  const existing = await db
    .selectFrom('missions')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('missions')
    .values(
      demoMissions.map((m, index) => ({
        merchant_code: merchantCode,
        period: m.period,
        kind: m.kind,
        game_type: m.gameType,
        target: m.target,
        reward: m.reward,
        mission_points: m.points,
        names: JSON.stringify(m.names),
        sort_order: index,
      })),
    )
    .execute();
};
