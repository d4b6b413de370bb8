import type { LanguagePack } from '@gp/contract/constants';

export interface HelpSectionSeed {
  anchor: 'term' | 'terms' | 'privacy';
  title: string;
  /** Plain, sanitized HTML: p, ul, li, strong only. */
  content: string;
}

const p = (...paragraphs: string[]): string => paragraphs.map((t) => `<p>${t}</p>`).join('');
const ul = (...items: string[]): string => `<ul>${items.map((t) => `<li>${t}</li>`).join('')}</ul>`;

/** Help centre (spec 2.1: /help#term, #terms, #privacy) per language. */
export const demoHelpSections: Record<LanguagePack, HelpSectionSeed[]> = {
  EN: [
    {
      anchor: 'term',
      title: 'Responsible gaming',
      content:
        p(
          'Gaming should be entertainment, never a way to make money. You must be <strong>18 or older</strong> to open an account or play.',
        ) +
        ul(
          'Set yourself a budget and a time limit before you play.',
          'Never chase losses and never play with money you need for everyday life.',
          'Take regular breaks. If gaming stops being fun, contact customer service to pause or close your account.',
        ),
    },
    {
      anchor: 'terms',
      title: 'Terms and conditions',
      content:
        p(
          'By registering you confirm that you are at least 18 years old, that the information you give is true, and that you hold only one account.',
          'We may suspend an account that breaks these terms, uses automated tools or abuses promotions. Bets are settled according to the rules of each game. Balances, deposits and withdrawals are handled in the currency of your account.',
        ) +
        p('These terms may change; the version published here applies from the date shown in your account.'),
    },
    {
      anchor: 'privacy',
      title: 'Privacy policy',
      content: p(
        'We collect the details you give us (username, mobile number, e-mail) and technical data such as your IP address to run your account, keep it secure and meet our legal duties.',
        'We never sell your personal data. Passwords are stored only as salted hashes. You may ask customer service for a copy of your data or for its deletion when no legal retention period applies.',
      ),
    },
  ],
  KO: [
    {
      anchor: 'term',
      title: '책임감 있는 게임',
      content:
        p(
          '게임은 오락이어야 하며 돈을 버는 수단이 아닙니다. 계정 개설과 이용은 <strong>만 18세 이상</strong>만 가능합니다.',
        ) +
        ul(
          '게임 전에 예산과 시간 한도를 정하세요.',
          '손실을 만회하려 하지 말고 생활비로 게임하지 마세요.',
          '규칙적으로 휴식하세요. 게임이 즐겁지 않다면 고객센터에 계정 일시 중지 또는 해지를 요청하세요.',
        ),
    },
    {
      anchor: 'terms',
      title: '이용 약관',
      content: p(
        '가입함으로써 귀하는 만 18세 이상이며, 제공한 정보가 사실이고, 하나의 계정만 보유함을 확인합니다.',
        '약관 위반, 자동화 도구 사용 또는 프로모션 남용 시 계정이 정지될 수 있습니다. 베팅은 각 게임의 규칙에 따라 정산됩니다.',
      ),
    },
    {
      anchor: 'privacy',
      title: '개인정보 처리방침',
      content: p(
        '당사는 계정 운영, 보안 유지 및 법적 의무 이행을 위해 귀하가 제공한 정보(아이디, 휴대폰 번호, 이메일)와 IP 주소 등 기술 정보를 수집합니다.',
        '당사는 개인정보를 판매하지 않습니다. 비밀번호는 솔트가 적용된 해시로만 저장됩니다. 고객센터를 통해 정보 사본 또는 삭제를 요청할 수 있습니다.',
      ),
    },
  ],
  JA: [
    {
      anchor: 'term',
      title: '責任あるゲーム',
      content:
        p(
          'ゲームは娯楽であり、お金を稼ぐ手段ではありません。アカウントの開設とご利用は<strong>18歳以上</strong>の方に限ります。',
        ) +
        ul(
          'プレイ前に予算と時間の上限を決めましょう。',
          '負けを取り戻そうとせず、生活費でプレイしないでください。',
          '定期的に休憩を取りましょう。楽しめなくなったら、カスタマーサービスでアカウントの一時停止や解約をご依頼ください。',
        ),
    },
    {
      anchor: 'terms',
      title: '利用規約',
      content: p(
        '登録により、18歳以上であること、提供情報が真実であること、アカウントを一つだけ保有することを確認したものとみなします。',
        '規約違反、自動化ツールの使用、プロモーションの不正利用があった場合、アカウントを停止することがあります。ベットは各ゲームのルールに従って精算されます。',
      ),
    },
    {
      anchor: 'privacy',
      title: 'プライバシーポリシー',
      content: p(
        'アカウントの運営、安全の確保、法的義務の履行のため、ご提供の情報（ユーザー名、携帯電話番号、メール）とIPアドレス等の技術情報を収集します。',
        '個人情報を販売することはありません。パスワードはソルト付きハッシュでのみ保存します。データの写しや削除はカスタマーサービスにご依頼ください。',
      ),
    },
  ],
  PT: [
    {
      anchor: 'term',
      title: 'Jogo responsável',
      content:
        p(
          'Jogar deve ser diversão, nunca uma forma de ganhar dinheiro. É preciso ter <strong>18 anos ou mais</strong> para abrir uma conta ou jogar.',
        ) +
        ul(
          'Defina um orçamento e um limite de tempo antes de jogar.',
          'Nunca tente recuperar perdas e nunca jogue com dinheiro de que precisa no dia a dia.',
          'Faça pausas regulares. Se o jogo deixar de ser divertido, peça ao suporte para pausar ou encerrar a sua conta.',
        ),
    },
    {
      anchor: 'terms',
      title: 'Termos e condições',
      content: p(
        'Ao registar-se, confirma que tem pelo menos 18 anos, que as informações fornecidas são verdadeiras e que possui apenas uma conta.',
        'Podemos suspender contas que violem estes termos, usem ferramentas automáticas ou abusem de promoções. As apostas são liquidadas segundo as regras de cada jogo.',
      ),
    },
    {
      anchor: 'privacy',
      title: 'Política de privacidade',
      content: p(
        'Recolhemos os dados que nos fornece (nome de utilizador, telemóvel, e-mail) e dados técnicos como o endereço IP para gerir a sua conta, mantê-la segura e cumprir obrigações legais.',
        'Nunca vendemos os seus dados pessoais. As palavras-passe são guardadas apenas como hashes com sal. Pode pedir ao suporte uma cópia ou a eliminação dos seus dados.',
      ),
    },
  ],
};
