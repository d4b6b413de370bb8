import type { Db } from '../../db/database.js';
import { saveCategory, savePromotion, type CategoryInput, type PromotionInput } from './promotion-store.js';

const categories: CategoryInput[] = [
  {
    code: 'NEW',
    sortOrder: 0,
    names: { EN: 'New members', KO: '신규 회원', JA: '新規会員', PT: 'Novos membros' },
  },
  {
    code: 'DEPOSIT',
    sortOrder: 1,
    names: { EN: 'Deposit bonuses', KO: '입금 보너스', JA: '入金ボーナス', PT: 'Bônus de depósito' },
  },
  {
    code: 'VIP',
    sortOrder: 2,
    names: { EN: 'High rollers', KO: '하이롤러', JA: 'ハイローラー', PT: 'Grandes apostadores' },
  },
];

const slotsAndLive =
  '<ul><li>Slots and fishing games count 100% of valid bets, table and sports games 50%, live casino 10%.</li><li>One bonus at a time; withdrawals wait until its turnover is met.</li><li>You may forfeit an open bonus in Bonus details: up to the bonus amount leaves your wallet.</li></ul>';

/**
 * The demo promotions (issue 17). The welcome offer is the one the seeded banner and guest popup
 * promise: 100% of the first deposit, up to 500. Seeded once by key: a re-seed keeps operator edits.
 */
export const demoPromotions: PromotionInput[] = [
  {
    key: 'welcome-first-deposit',
    category: 'NEW',
    kind: 'DEPOSIT_MATCH',
    imageUrl: '/banners/home-welcome.svg',
    sortOrder: 0,
    terms: {
      percent: '100',
      cap: '500.00',
      minDeposit: '100.00',
      deposit: 'FIRST',
      newMembersDays: 30,
      turnoverMultiple: 5,
      turnoverOf: 'BONUS',
      expiresDays: 30,
      onExpiry: 'FORFEIT',
    },
    texts: {
      EN: {
        title: 'Welcome bonus: 100% on your first deposit, up to 500',
        terms: `<p>Join, then make your first deposit of at least 100: we match it 100%, up to 500. Bet 5 times the bonus within 30 days to withdraw.</p>${slotsAndLive}`,
      },
      KO: {
        title: '웰컴 보너스: 첫 입금 100%, 최대 500',
        terms:
          '<p>참여한 후 100 이상 첫 입금을 하시면 최대 500까지 100% 지급합니다. 30일 안에 보너스의 5배를 베팅하면 출금할 수 있습니다.</p>',
      },
      JA: {
        title: 'ウェルカムボーナス：初回入金100%、最大500',
        terms:
          '<p>参加してから100以上の初回入金をすると、最大500まで100%上乗せします。30日以内にボーナスの5倍をベットすると出金できます。</p>',
      },
      PT: {
        title: 'Bônus de boas-vindas: 100% no primeiro depósito, até 500',
        terms:
          '<p>Participe e faça seu primeiro depósito de pelo menos 100: dobramos 100%, até 500. Aposte 5 vezes o bônus em 30 dias para sacar.</p>',
      },
    },
  },
  {
    key: 'reload-20',
    category: 'DEPOSIT',
    kind: 'DEPOSIT_MATCH',
    imageUrl: null,
    sortOrder: 1,
    terms: {
      percent: '20',
      cap: '200.00',
      minDeposit: '200.00',
      deposit: 'ANY',
      turnoverMultiple: 3,
      expiresDays: 14,
    },
    texts: {
      EN: {
        title: 'Reload bonus: 20% on your next deposit, up to 200',
        terms: `<p>Join, then deposit at least 200: we add 20%, up to 200. Bet 3 times the bonus within 14 days.</p>${slotsAndLive}`,
      },
      KO: {
        title: '리로드 보너스: 다음 입금 20%, 최대 200',
        terms:
          '<p>참여 후 200 이상 입금하면 20%를 최대 200까지 추가합니다. 14일 안에 보너스의 3배를 베팅하세요.</p>',
      },
      JA: {
        title: 'リロードボーナス：次回入金20%、最大200',
        terms:
          '<p>参加後に200以上入金すると、最大200まで20%を追加します。14日以内にボーナスの3倍をベットしてください。</p>',
      },
      PT: {
        title: 'Bônus de recarga: 20% no próximo depósito, até 200',
        terms:
          '<p>Participe e deposite pelo menos 200: somamos 20%, até 200. Aposte 3 vezes o bônus em 14 dias.</p>',
      },
    },
  },
  {
    key: 'registration-gift',
    category: 'NEW',
    kind: 'FIXED',
    imageUrl: null,
    sortOrder: 2,
    terms: { fixedAmount: '10.00', newMembersDays: 7, turnoverMultiple: 1, expiresDays: 7 },
    texts: {
      EN: {
        title: 'Registration gift: 10 to try our slots',
        terms: `<p>Claim 10 in your first week. Bet it once within 7 days.</p>${slotsAndLive}`,
      },
      KO: {
        title: '가입 선물: 슬롯 체험 10',
        terms: '<p>가입 첫 주에 10을 받으세요. 7일 안에 한 번 베팅하세요.</p>',
      },
      JA: {
        title: '登録ギフト：スロットを試せる10',
        terms: '<p>登録後1週間以内に10を受け取れます。7日以内に1回ベットしてください。</p>',
      },
      PT: {
        title: 'Presente de cadastro: 10 para experimentar slots',
        terms: '<p>Resgate 10 na primeira semana. Aposte uma vez em 7 dias.</p>',
      },
    },
  },
  {
    key: 'daily-cashback',
    category: 'DEPOSIT',
    kind: 'CASHBACK',
    imageUrl: null,
    sortOrder: 4,
    terms: {
      percent: '10',
      cap: '200.00',
      minLoss: '10.00',
      period: 'DAY',
      turnoverMultiple: 1,
      expiresDays: 7,
    },
    texts: {
      EN: {
        title: 'Daily cashback: 10% of your net losses back',
        terms: `<p>Join, then every day 10% of the previous day's net losses (stakes minus wins, from 10) comes back as a bonus, up to 200. Claim it the next day and bet it once within 7 days.</p>${slotsAndLive}`,
      },
      KO: {
        title: '데일리 캐시백: 순손실의 10% 환급',
        terms:
          '<p>참여하시면 매일 전날 순손실(베팅액에서 당첨금을 뺀 금액, 10 이상)의 10%를 최대 200까지 보너스로 돌려드립니다. 다음 날 받고 7일 안에 한 번 베팅하세요.</p>',
      },
      JA: {
        title: 'デイリーキャッシュバック：純損失の10%を還元',
        terms:
          '<p>参加すると、毎日前日の純損失（ベット額から払戻を引いた額、10から）の10%を最大200までボーナスで還元します。翌日に受け取り、7日以内に1回ベットしてください。</p>',
      },
      PT: {
        title: 'Cashback diário: 10% das perdas líquidas de volta',
        terms:
          '<p>Participe e, todo dia, 10% das perdas líquidas do dia anterior (apostas menos ganhos, a partir de 10) voltam como bônus, até 200. Resgate no dia seguinte e aposte uma vez em 7 dias.</p>',
      },
    },
  },
  {
    key: 'high-roller',
    category: 'VIP',
    kind: 'APPLY',
    imageUrl: null,
    sortOrder: 3,
    terms: { fixedAmount: '300.00', minVipLevel: 2, turnoverMultiple: 5, expiresDays: 30 },
    texts: {
      EN: {
        title: 'High-roller bonus: apply for 300',
        terms: `<p>For VIP Silver and up. Apply and our team reviews your play within a day. Once approved, bet 5 times the bonus within 30 days.</p>${slotsAndLive}`,
      },
      KO: {
        title: '하이롤러 보너스: 300 신청',
        terms:
          '<p>VIP 실버 이상 대상입니다. 신청하시면 하루 안에 검토합니다. 승인 후 30일 안에 보너스의 5배를 베팅하세요.</p>',
      },
      JA: {
        title: 'ハイローラーボーナス：300を申請',
        terms:
          '<p>VIPシルバー以上が対象です。申請すると1日以内に審査します。承認後、30日以内にボーナスの5倍をベットしてください。</p>',
      },
      PT: {
        title: 'Bônus de grande apostador: solicite 300',
        terms:
          '<p>Para VIP Prata ou acima. Solicite e nossa equipe analisa em até um dia. Após aprovado, aposte 5 vezes o bônus em 30 dias.</p>',
      },
    },
  },
];

/** Inserts the demo categories and the promotions the merchant does not have yet. */
export const seedPromotions = async (db: Db, merchantCode: string, now: Date): Promise<void> => {
  const existing = new Set(
    (
      await db
        .selectFrom('promotions')
        .select('promotion_key')
        .where('merchant_code', '=', merchantCode)
        .execute()
    ).map((r) => r.promotion_key),
  );
  const categoryCodes = new Set(
    (
      await db
        .selectFrom('promotion_categories')
        .select('code')
        .where('merchant_code', '=', merchantCode)
        .execute()
    ).map((r) => r.code),
  );
  for (const category of categories) {
    if (!categoryCodes.has(category.code)) await saveCategory(db, merchantCode, category);
  }
  for (const promotion of demoPromotions) {
    if (!existing.has(promotion.key)) await savePromotion(db, merchantCode, promotion, now);
  }
};
