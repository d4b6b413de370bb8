import type { ActivityHooks, NoticeKind } from '../../lib/activity-hooks.js';
import type { InboxSender } from './inbox-sender.js';

type Texts = Record<'EN' | 'KO' | 'JA' | 'PT', string>;
interface NoticeText {
  title: Texts;
  /** Plain text with {name} placeholders; escaped and filled in, then sent as the body. */
  body: Texts;
  link: string | null;
}

/**
 * The texts of the messages the platform sends itself, in the interface's languages. They are written
 * here rather than by an operator: a decision on a member's money is told the moment it is made.
 */
export const noticeTexts: Record<NoticeKind, NoticeText> = {
  deposit_approved: {
    title: { EN: 'Deposit credited', KO: '입금 완료', JA: '入金が反映されました', PT: 'Depósito creditado' },
    body: {
      EN: 'Your deposit of {amount} (order {order}) was approved and credited to your main wallet.',
      KO: '{amount} 입금(주문 {order})이 승인되어 메인 지갑에 반영되었습니다.',
      JA: '{amount} の入金（注文 {order}）が承認され、メインウォレットに反映されました。',
      PT: 'Seu depósito de {amount} (pedido {order}) foi aprovado e creditado na carteira principal.',
    },
    link: '/member?page=depositRecord',
  },
  deposit_rejected: {
    title: {
      EN: 'Deposit not approved',
      KO: '입금 거절',
      JA: '入金が承認されませんでした',
      PT: 'Depósito não aprovado',
    },
    body: {
      EN: 'Your deposit of {amount} (order {order}) was not approved. Contact customer service if you paid it.',
      KO: '{amount} 입금(주문 {order})이 승인되지 않았습니다. 이미 송금하셨다면 고객센터에 문의하세요.',
      JA: '{amount} の入金（注文 {order}）は承認されませんでした。お支払い済みの場合はカスタマーサービスへご連絡ください。',
      PT: 'Seu depósito de {amount} (pedido {order}) não foi aprovado. Se você pagou, fale com o atendimento.',
    },
    link: '/member?page=depositRecord',
  },
  withdrawal_approved: {
    title: { EN: 'Withdrawal paid out', KO: '출금 완료', JA: '出金が完了しました', PT: 'Saque pago' },
    body: {
      EN: 'Your withdrawal of {amount} (order {order}) was paid out. Please confirm when you receive it.',
      KO: '{amount} 출금(주문 {order})이 지급되었습니다. 수령 후 확인해 주세요.',
      JA: '{amount} の出金（注文 {order}）が支払われました。受け取りを確認してください。',
      PT: 'Seu saque de {amount} (pedido {order}) foi pago. Confirme quando o receber.',
    },
    link: '/member?page=withdraw',
  },
  withdrawal_rejected: {
    title: { EN: 'Withdrawal rejected', KO: '출금 거절', JA: '出金が却下されました', PT: 'Saque recusado' },
    body: {
      EN: 'Your withdrawal of {amount} (order {order}) was rejected and the amount returned to your main wallet.',
      KO: '{amount} 출금(주문 {order})이 거절되어 금액이 메인 지갑으로 반환되었습니다.',
      JA: '{amount} の出金（注文 {order}）は却下され、金額はメインウォレットに戻されました。',
      PT: 'Seu saque de {amount} (pedido {order}) foi recusado e o valor voltou para a carteira principal.',
    },
    link: '/member?page=withdraw',
  },
  bonus_granted: {
    title: { EN: 'Bonus granted', KO: '보너스 지급', JA: 'ボーナスが付与されました', PT: 'Bônus concedido' },
    body: {
      EN: '{title}: a bonus of {amount} was added to your main wallet. Turnover required: {turnover}.',
      KO: '{title}: {amount} 보너스가 메인 지갑에 지급되었습니다. 필요 롤링: {turnover}.',
      JA: '{title}: {amount} のボーナスがメインウォレットに付与されました。必要な賭け条件: {turnover}。',
      PT: '{title}: um bônus de {amount} foi adicionado à carteira principal. Rollover exigido: {turnover}.',
    },
    link: '/member?page=bonusDetails',
  },
  contract_offered: {
    title: {
      EN: 'New contract offer',
      KO: '새 계약 제안',
      JA: '新しい契約の提案',
      PT: 'Nova proposta de contrato',
    },
    body: {
      EN: 'Your upline {upline} offered you a {contract} contract. Open the agent centre to accept or reject it.',
      KO: '상위 {upline}님이 {contract} 계약을 제안했습니다. 에이전트 센터에서 수락하거나 거절하세요.',
      JA: 'アップライン {upline} から {contract} の契約が提案されました。エージェントセンターで承認または拒否してください。',
      PT: 'Seu superior {upline} ofereceu um contrato de {contract}. Abra o centro do agente para aceitar ou recusar.',
    },
    link: '/agentHome',
  },
  contract_settled: {
    title: { EN: 'Contract settled', KO: '계약 정산', JA: '契約が精算されました', PT: 'Contrato liquidado' },
    body: {
      EN: 'Your {contract} contract for {period} was settled: {amount} was paid to your main wallet.',
      KO: '{period} {contract} 계약이 정산되어 {amount}이(가) 메인 지갑에 지급되었습니다.',
      JA: '{period} の {contract} 契約が精算され、{amount} がメインウォレットに支払われました。',
      PT: 'Seu contrato de {contract} de {period} foi liquidado: {amount} foi pago na carteira principal.',
    },
    link: '/agentHome',
  },
  limits_changed: {
    title: {
      EN: 'Your limits changed',
      KO: '한도 변경',
      JA: '上限が変更されました',
      PT: 'Seus limites mudaram',
    },
    body: {
      EN: 'Your {limit} is now {value}. If you did not make this change, contact customer service.',
      KO: '{limit}이(가) {value}(으)로 변경되었습니다. 직접 변경하지 않았다면 고객센터에 문의하세요.',
      JA: '{limit} が {value} になりました。ご自身で変更していない場合はカスタマーサービスへご連絡ください。',
      PT: 'Seu {limit} agora é {value}. Se você não fez esta alteração, fale com o atendimento.',
    },
    link: '/member?page=saferGambling',
  },
  new_device: {
    title: {
      EN: 'New sign-in to your account',
      KO: '새 기기 로그인',
      JA: '新しい端末からのログイン',
      PT: 'Novo acesso à sua conta',
    },
    body: {
      EN: 'Your account was signed in from a new device ({device}, {place}) at {time}. If it was not you, change your password now.',
      KO: '{time}에 새 기기({device}, {place})에서 로그인되었습니다. 본인이 아니라면 지금 비밀번호를 변경하세요.',
      JA: '{time} に新しい端末（{device}、{place}）からログインがありました。心当たりがない場合はすぐにパスワードを変更してください。',
      PT: 'Sua conta foi acessada de um novo dispositivo ({device}, {place}) em {time}. Se não foi você, troque a senha agora.',
    },
    link: '/member?page=securityCenter',
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The template with its placeholders filled (each value escaped: a promotion title is not HTML). */
export const filled = (template: string, params: Record<string, string>): string =>
  escapeHtml(template).replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : escapeHtml(params[name]),
  );

const eachLanguage = (texts: Texts, fill: (text: string) => string) =>
  Object.fromEntries(Object.entries(texts).map(([language, text]) => [language, fill(text)]));

/** The inbox hears every notice in the transaction that decided it, and writes it there. */
export const listenForNotices = (activity: ActivityHooks, inbox: InboxSender) => {
  activity.on('memberNotice', async (trx, notice) => {
    const text = noticeTexts[notice.kind];
    await inbox.send(
      {
        to: { memberId: notice.memberId },
        category: 'system',
        titles: eachLanguage(text.title, (title) => title),
        bodies: eachLanguage(text.body, (body) => `<p>${filled(body, notice.params)}</p>`),
        link: text.link,
        sender: 'platform',
        notice: notice.kind,
      },
      trx,
    );
  });
};
