import type { Db } from '../../db/database.js';

/**
 * The demo points terms: 100 points convert to 1.00 from 100 points up, after 100.00 of deposits;
 * slots and fishing earn 1 point per 1.00 of valid bet, live and card games half that, sports and
 * lotteries a quarter (hundredths of a point per 100.00 of valid bet below).
 */
export const demoPointTerms = {
  exchangeRatio: 10_000n,
  pointsRequirement: 10_000n,
  amountRequirement: 10_000n,
};
export const demoPointRates: Record<string, bigint> = {
  RNG: 10_000n,
  FISH: 10_000n,
  LIVE: 5_000n,
  PVP: 5_000n,
  SPORTS: 2_500n,
  ESPORTS: 2_500n,
  COCKFIGHT: 2_500n,
  LOTT: 2_500n,
  ELOTT: 2_500n,
};

type DemoReward = {
  kind: 'CASH' | 'BONUS' | 'PHYSICAL';
  names: Record<string, string>;
  descriptions: Record<string, string>;
  points: bigint;
  amount: bigint | null;
  turnoverMultiple: number | null;
  stock: number | null;
};

/** The demo catalogue: two cash rewards, a bonus, three gifts (one sold out, to show the state). */
export const demoPointRewards: DemoReward[] = [
  {
    kind: 'CASH',
    names: { EN: '5.00 cash', KO: '현금 5.00', JA: '現金 5.00', PT: '5,00 em dinheiro' },
    descriptions: {
      EN: 'Paid to your main wallet at once.',
      KO: '메인 지갑으로 즉시 지급됩니다.',
      JA: 'メインウォレットにすぐに入金されます。',
      PT: 'Pago na hora na sua carteira principal.',
    },
    points: 50_000n,
    amount: 500n,
    turnoverMultiple: null,
    stock: null,
  },
  {
    kind: 'CASH',
    names: { EN: '50.00 cash', KO: '현금 50.00', JA: '現金 50.00', PT: '50,00 em dinheiro' },
    descriptions: {
      EN: 'Paid to your main wallet at once: 10% more than converting.',
      KO: '메인 지갑으로 즉시 지급: 전환보다 10% 더 많습니다.',
      JA: 'メインウォレットにすぐに入金：交換より10%お得です。',
      PT: 'Pago na hora na carteira principal: 10% a mais que converter.',
    },
    points: 450_000n,
    amount: 5_000n,
    turnoverMultiple: null,
    stock: null,
  },
  {
    kind: 'BONUS',
    names: {
      EN: '20.00 slot bonus',
      KO: '슬롯 보너스 20.00',
      JA: 'スロットボーナス 20.00',
      PT: 'Bônus de slots 20,00',
    },
    descriptions: {
      EN: 'A bonus with 5x turnover, counted from your slot rounds.',
      KO: '5배 롤링 조건의 보너스로, 슬롯 게임에서 집계됩니다.',
      JA: '5倍の賭け条件付きボーナス。スロットのラウンドで計算されます。',
      PT: 'Bônus com rollover de 5x, contado nas rodadas de slots.',
    },
    points: 120_000n,
    amount: 2_000n,
    turnoverMultiple: 5,
    stock: null,
  },
  {
    kind: 'PHYSICAL',
    names: { EN: 'Club hoodie', KO: '클럽 후드티', JA: 'クラブパーカー', PT: 'Moletom do clube' },
    descriptions: {
      EN: 'Cotton hoodie in the club colours, delivered to your address.',
      KO: '클럽 컬러의 면 후드티를 주소로 배송해 드립니다.',
      JA: 'クラブカラーのコットンパーカーをご住所へお届けします。',
      PT: 'Moletom de algodão nas cores do clube, entregue no seu endereço.',
    },
    points: 300_000n,
    amount: null,
    turnoverMultiple: null,
    stock: 25,
  },
  {
    kind: 'PHYSICAL',
    names: { EN: 'Wireless earbuds', KO: '무선 이어폰', JA: 'ワイヤレスイヤホン', PT: 'Fones sem fio' },
    descriptions: {
      EN: 'Bluetooth earbuds with a charging case.',
      KO: '충전 케이스가 포함된 블루투스 이어폰입니다.',
      JA: '充電ケース付きのBluetoothイヤホンです。',
      PT: 'Fones Bluetooth com estojo de carregamento.',
    },
    points: 1_200_000n,
    amount: null,
    turnoverMultiple: null,
    stock: 10,
  },
  {
    kind: 'PHYSICAL',
    names: { EN: 'Smartwatch', KO: '스마트워치', JA: 'スマートウォッチ', PT: 'Smartwatch' },
    descriptions: {
      EN: 'Back in stock soon.',
      KO: '곧 재입고됩니다.',
      JA: 'まもなく再入荷します。',
      PT: 'De volta ao estoque em breve.',
    },
    points: 5_000_000n,
    amount: null,
    turnoverMultiple: null,
    stock: 0,
  },
];

/**
 * Inserts the demo terms, rates and catalogue the merchant does not have yet: an operator's own terms
 * and rates stay, and the catalogue is seeded only while it is empty.
 */
export const seedPoints = async (db: Db, merchantCode: string): Promise<void> => {
  await db
    .insertInto('point_settings')
    .values({
      merchant_code: merchantCode,
      exchange_ratio: demoPointTerms.exchangeRatio,
      points_requirement: demoPointTerms.pointsRequirement,
      amount_requirement: demoPointTerms.amountRequirement,
    })
    .onConflict((oc) => oc.column('merchant_code').doNothing())
    .execute();
  await db
    .insertInto('point_rates')
    .values(
      Object.entries(demoPointRates).map(([gameType, rate]) => ({
        merchant_code: merchantCode,
        game_type: gameType,
        rate,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_code', 'game_type']).doNothing())
    .execute();
  const existing = await db
    .selectFrom('point_rewards')
    .select('id')
    .where('merchant_code', '=', merchantCode)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('point_rewards')
    .values(
      demoPointRewards.map((r, index) => ({
        merchant_code: merchantCode,
        kind: r.kind,
        names: JSON.stringify(r.names),
        descriptions: JSON.stringify(r.descriptions),
        points: r.points,
        amount: r.amount,
        turnover_multiple: r.turnoverMultiple,
        stock: r.stock,
        image_url: null,
        sort_order: index,
      })),
    )
    .execute();
};
