import type { Db } from '../database.js';
import { demoAgentNotices } from './agent-notices.js';
import { saveAnnouncement, type AnnouncementInput } from '../../modules/announcements/announcement-store.js';

/**
 * Demo notices (marquee), popups (per audience) and promotions in EN, KO, JA and PT. Saved through the
 * same function as operator edits (sanitized HTML). Seeded once: a re-seed keeps operator changes.
 */
export const demoAnnouncements: AnnouncementInput[] = [
  {
    key: 'notice-maintenance',
    type: 'PL',
    sortOrder: 0,
    texts: {
      EN: {
        title: 'Scheduled maintenance: live casino tables pause every Tuesday 03:00–04:00 UTC.',
        content: '',
      },
      KO: {
        title: '정기 점검: 매주 화요일 03:00–04:00 UTC 라이브 카지노 테이블이 일시 중지됩니다.',
        content: '',
      },
      JA: {
        title: '定期メンテナンス：毎週火曜日 03:00–04:00 UTC はライブカジノのテーブルを休止します。',
        content: '',
      },
      PT: {
        title: 'Manutenção programada: mesas de cassino ao vivo pausam toda terça, 03:00–04:00 UTC.',
        content: '',
      },
    },
  },
  {
    key: 'notice-fast-withdrawals',
    type: 'PL',
    sortOrder: 1,
    texts: {
      EN: { title: 'Withdrawals to e-wallets now arrive in about 15 minutes.', content: '' },
      KO: { title: '이제 전자지갑 출금이 약 15분 안에 도착합니다.', content: '' },
      JA: { title: '電子ウォレットへの出金が約15分で着金するようになりました。', content: '' },
      PT: { title: 'Saques para carteiras digitais agora chegam em cerca de 15 minutos.', content: '' },
    },
  },
  {
    key: 'notice-responsible-gaming',
    type: 'PL',
    sortOrder: 2,
    texts: {
      EN: { title: 'Play responsibly: set a deposit limit at any time in My Account.', content: '' },
      KO: {
        title: '책임감 있게 즐기세요: 내 계정에서 언제든지 입금 한도를 설정할 수 있습니다.',
        content: '',
      },
      JA: { title: '責任あるプレイを：マイアカウントでいつでも入金上限を設定できます。', content: '' },
      PT: {
        title: 'Jogue com responsabilidade: defina um limite de depósito a qualquer momento em Minha conta.',
        content: '',
      },
    },
  },
  {
    key: 'popup-guest-welcome',
    type: 'PU',
    execution: 'B',
    // A promotion popup: the web shows its 'go to promotions' button (spec 2.5).
    promotionType: 'FIRST_DEPOSIT',
    sortOrder: 0,
    texts: {
      EN: {
        title: 'Welcome! 100% bonus on your first deposit',
        content:
          '<p>Sign up today and we match your first deposit <strong>up to 500</strong>.</p><p>Terms apply; 18+ only.</p>',
      },
      KO: {
        title: '환영합니다! 첫 입금 100% 보너스',
        content:
          '<p>오늘 가입하시면 첫 입금액을 <strong>최대 500</strong>까지 100% 지급합니다.</p><p>약관 적용, 18세 이상.</p>',
      },
      JA: {
        title: 'ようこそ！初回入金100%ボーナス',
        content:
          '<p>今すぐ登録すると、初回入金を<strong>最大500</strong>まで100%上乗せします。</p><p>規約が適用されます。18歳以上限定。</p>',
      },
      PT: {
        title: 'Bem-vindo! Bônus de 100% no primeiro depósito',
        content:
          '<p>Cadastre-se hoje e dobramos seu primeiro depósito <strong>até 500</strong>.</p><p>Termos se aplicam; apenas maiores de 18.</p>',
      },
    },
  },
  {
    // Points at a page that exists and an action a new member can take (issue 14 item 8): the bank
    // account is bound under My account; the link opens that page.
    key: 'popup-member-bank-account',
    type: 'PU',
    execution: 'A',
    sortOrder: 1,
    texts: {
      EN: {
        title: 'Ready to withdraw?',
        content:
          '<p>Add your bank account in <a href="/member?page=securityCenter">My account</a> before your first withdrawal.</p>',
      },
      KO: {
        title: '출금 준비가 되셨나요?',
        content:
          '<p>첫 출금 전에 <a href="/member?page=securityCenter">내 계정</a>에서 은행 계좌를 등록하세요.</p>',
      },
      JA: {
        title: '出金の準備はできていますか？',
        content:
          '<p>初めて出金する前に、<a href="/member?page=securityCenter">マイアカウント</a>で銀行口座を登録してください。</p>',
      },
      PT: {
        title: 'Pronto para sacar?',
        content:
          '<p>Cadastre sua conta bancária em <a href="/member?page=securityCenter">Minha conta</a> antes do primeiro saque.</p>',
      },
    },
  },
  {
    key: 'popup-first-login',
    type: 'PU',
    execution: 'F',
    sortOrder: 2,
    texts: {
      EN: {
        title: 'Your account is ready',
        content:
          '<ul><li>Make a deposit from the wallet button.</li><li>Star games to find them under Favourites.</li></ul>',
      },
      KO: {
        title: '계정이 준비되었습니다',
        content:
          '<ul><li>지갑 버튼에서 입금하세요.</li><li>게임에 별표를 하면 즐겨찾기에서 찾을 수 있습니다.</li></ul>',
      },
      JA: {
        title: 'アカウントの準備ができました',
        content:
          '<ul><li>ウォレットボタンから入金できます。</li><li>ゲームをお気に入り登録すると「お気に入り」に表示されます。</li></ul>',
      },
      PT: {
        title: 'Sua conta está pronta',
        content:
          '<ul><li>Faça um depósito pelo botão da carteira.</li><li>Favorite jogos para encontrá-los em Favoritos.</li></ul>',
      },
    },
  },
  {
    key: 'promo-weekend-cashback',
    type: 'PR',
    promotionType: 'CASHBACK',
    sortOrder: 0,
    texts: {
      EN: {
        title: 'Weekend cashback 10%',
        content: '<p>Get 10% of your net slot losses back every Monday.</p>',
      },
      KO: { title: '주말 캐시백 10%', content: '<p>매주 월요일 슬롯 순손실의 10%를 돌려드립니다.</p>' },
      JA: {
        title: '週末キャッシュバック10%',
        content: '<p>毎週月曜日、スロットの純損失の10%を還元します。</p>',
      },
      PT: {
        title: 'Cashback de fim de semana 10%',
        content: '<p>Receba 10% das perdas líquidas em slots toda segunda-feira.</p>',
      },
    },
  },
];

/**
 * Demo announcements an earlier seed wrote that must go, with their English content as seeded: one is
 * removed only while that content is unchanged, so an operator's edit of it stays.
 * - popup-member-verify-phone advertised binding a phone under "My Account -> Security": no such page
 *   and no phone binding exist (issue 14 item 8); popup-member-bank-account replaces it.
 */
const retiredDemoAnnouncements = [
  {
    key: 'popup-member-verify-phone',
    englishContent:
      '<p>Bind your phone number in <strong>My Account → Security</strong> so only you can withdraw.</p>',
  },
] as const;

const removeRetiredAnnouncements = async (db: Db, merchantCode: string): Promise<void> => {
  for (const retired of retiredDemoAnnouncements) {
    const english = await db
      .selectFrom('announcement_texts')
      .select('content')
      .where('merchant_code', '=', merchantCode)
      .where('announcement_key', '=', retired.key)
      .where('language', '=', 'EN')
      .executeTakeFirst();
    if (english?.content !== retired.englishContent) continue;
    // The texts go with it (foreign key on delete cascade).
    await db
      .deleteFrom('announcements')
      .where('merchant_code', '=', merchantCode)
      .where('announcement_key', '=', retired.key)
      .execute();
  }
};

/** Removes unchanged retired demo announcements and inserts the ones the merchant does not have yet. */
export const seedAnnouncements = async (db: Db, merchantCode: string, now: Date): Promise<void> => {
  await removeRetiredAnnouncements(db, merchantCode);
  const existing = new Set(
    (
      await db
        .selectFrom('announcements')
        .select('announcement_key')
        .where('merchant_code', '=', merchantCode)
        .execute()
    ).map((r) => r.announcement_key),
  );
  for (const announcement of [...demoAnnouncements, ...demoAgentNotices(now)]) {
    if (!existing.has(announcement.key)) await saveAnnouncement(db, merchantCode, announcement, now);
  }
};
