import type { AnnouncementInput } from '../../modules/announcements/announcement-store.js';

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * Demo notices for agents (execution G): listed on the agent centre's announcement page beside the
 * notices for everyone, never in the player site's marquee. They describe what the platform does.
 */
export const demoAgentNotices = (now: Date): AnnouncementInput[] => [
  {
    key: 'agent-notice-settlement-times',
    type: 'PL',
    execution: 'G',
    sortOrder: 0,
    startsAt: daysBefore(now, 2),
    texts: {
      EN: {
        title: 'When contract income is paid',
        content:
          '<p>Each contract period is settled once it has ended, on the business day of the platform:</p><ul><li>real-time salary every 5 minutes,</li><li>hourly salary after each hour,</li><li>daily salary after each day,</li><li>dividends after each week, half month or month.</li></ul><p>Payouts arrive in your main wallet and are listed under <a href="/agentHome?page=agentRevenueReport">My income</a>.</p>',
      },
      KO: {
        title: '계약 수익 지급 시기',
        content:
          '<p>각 계약 기간은 종료된 후 플랫폼의 영업일 기준으로 정산됩니다:</p><ul><li>실시간 급여는 5분마다,</li><li>시간 급여는 매시간 후,</li><li>일일 급여는 매일 후,</li><li>배당은 매주, 반월 또는 매월 후.</li></ul><p>지급액은 메인 지갑으로 들어오며 <a href="/agentHome?page=agentRevenueReport">내 수익</a>에 표시됩니다.</p>',
      },
      JA: {
        title: '契約収入の支払い時期',
        content:
          '<p>各契約期間は終了後、プラットフォームの営業日で精算されます：</p><ul><li>リアルタイム給与は5分ごと、</li><li>時間給与は1時間ごと、</li><li>日給は1日ごと、</li><li>配当は週・半月・月ごと。</li></ul><p>支払いはメインウォレットに入金され、<a href="/agentHome?page=agentRevenueReport">私の収入</a>に表示されます。</p>',
      },
      PT: {
        title: 'Quando a renda dos contratos é paga',
        content:
          '<p>Cada período de contrato é liquidado depois de terminar, no dia útil da plataforma:</p><ul><li>salário em tempo real a cada 5 minutos,</li><li>salário por hora após cada hora,</li><li>salário diário após cada dia,</li><li>dividendos após cada semana, quinzena ou mês.</li></ul><p>Os pagamentos chegam à sua carteira principal e aparecem em <a href="/agentHome?page=agentRevenueReport">Minha renda</a>.</p>',
      },
    },
  },
  {
    key: 'agent-notice-offering-contracts',
    type: 'PL',
    execution: 'G',
    sortOrder: 1,
    startsAt: daysBefore(now, 9),
    texts: {
      EN: {
        title: 'Sharing your contracts with sub-agents',
        content:
          '<p>You can offer each direct sub-agent a contract of a kind you hold, at rates up to your own. You are paid your rate minus what your sub-agents earn on their part of the team.</p><p>Signing a lower rate yourself ends the contracts you gave above it, after you confirm.</p>',
      },
      KO: {
        title: '하위 에이전트와 계약 공유하기',
        content:
          '<p>보유한 종류의 계약을 직속 하위 에이전트에게 본인 요율 이하로 제안할 수 있습니다. 본인 요율에서 하위 에이전트가 팀 내 자기 몫으로 받는 금액을 뺀 만큼 지급됩니다.</p><p>본인이 더 낮은 요율에 서명하면, 확인 후 그보다 높게 제공한 계약이 종료됩니다.</p>',
      },
      JA: {
        title: 'サブエージェントとの契約の共有',
        content:
          '<p>保有している種類の契約を、自分の料率以下で直属のサブエージェントに提案できます。あなたには、自分の料率からサブエージェントがチーム内の担当分で得る額を差し引いた分が支払われます。</p><p>自分がより低い料率に署名すると、確認後にそれを上回る提供済みの契約は終了します。</p>',
      },
      PT: {
        title: 'Compartilhando seus contratos com subagentes',
        content:
          '<p>Você pode oferecer a cada subagente direto um contrato de um tipo que você possui, com taxas até a sua. Você recebe a sua taxa menos o que os subagentes ganham na parte deles da equipe.</p><p>Assinar você mesmo uma taxa menor encerra, após sua confirmação, os contratos que você deu acima dela.</p>',
      },
    },
  },
];
