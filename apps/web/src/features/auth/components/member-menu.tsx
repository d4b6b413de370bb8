import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery } from '../../../lib/query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/button';
import { Icon, type IconName } from '../../../components/icons';
import { openCustomerService } from '../../../lib/customer-service';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteInfo } from '../../../lib/site-store';
import { useUiStore } from '../../../lib/ui-store';
import { memberIconQuery } from '../api/member-icon';
import { useAuthModals } from '../auth-modals-store';
import styles from './member-menu.module.css';

/** The member's avatar; the default avatar when the icon fails to load (spec 8). */
export const Avatar = ({ size = 36 }: { size?: number }) => {
  const token = useSessionStore((state) => state.token);
  const icon = useQuery(memberIconQuery(token));
  const [broken, setBroken] = useState<string | null>(null);
  const src = icon.data?.icon;
  if (!src || broken === src) {
    return (
      <span className={styles.avatarDefault} style={{ width: size, height: size }} aria-hidden="true">
        <Icon name="user" size={Math.round(size * 0.55)} />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      className={styles.avatar}
      onError={() => setBroken(src)}
    />
  );
};

const entries: { to: string; icon: IconName; labelKey: string }[] = [
  { to: '/member?page=securityCenter', icon: 'user', labelKey: 'member_menu_account' },
  { to: '/member?page=personalHistoryCopy', icon: 'receipt', labelKey: 'member_menu_bets' },
  { to: '/member?page=messageV2', icon: 'mail', labelKey: 'member_menu_messages' },
];

/**
 * The header's member area (spec 2.4): avatar and nickname with the drop-down my account, betting
 * record, platform messages, customer service, agent entry (agents only) and sign out. Balance,
 * deposit and withdraw join it with the wallet issue. Trial users get the real-account dialog instead
 * of member pages.
 */
export const MemberMenu = () => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const nickname = useSessionStore((state) => state.nickname) ?? '';
  const isAgent = useSessionStore((state) => state.isAgent);
  const isTrial = useSessionStore((state) => state.isTrial);
  const promptRealAccount = useUiStore((state) => state.setRealAccountPrompt);
  const openModal = useAuthModals((state) => state.open);
  const guardTrial = (event: MouseEvent) => {
    if (!isTrial) return;
    event.preventDefault();
    promptRealAccount(true);
  };

  return (
    <div className={styles.area}>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            className={styles.trigger}
            // The name holds the visible "Trial" badge too (axe label-content-name-mismatch), now that
            // trial users reach pages without a dialog over the header (free play).
            aria-label={`${t('member_menu_label', { nickname })}${isTrial ? ` ${t('member_trial_badge')}` : ''}`}
          >
            <Avatar />
            <span className={styles.nickname}>{nickname}</span>
            {/* The space keeps "nickname Trial" two words for the accessible-name check. */}
            {isTrial ? (
              <>
                {' '}
                <span className={styles.badge}>{t('member_trial_badge')}</span>
              </>
            ) : null}
            <Icon name="chevronDown" size={16} className={styles.chevron} />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} align="end" sideOffset={8}>
            <DropdownMenu.Label className={styles.menuHead}>
              <Avatar size={40} />
              <span>
                <span className={styles.menuName}>{nickname}</span>
                <span className={styles.menuRole}>
                  {t(isTrial ? 'member_role_trial' : isAgent ? 'member_role_agent' : 'member_role_member')}
                </span>
              </span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className={styles.separator} />
            {entries.map((entry) => (
              <DropdownMenu.Item key={entry.labelKey} asChild className={styles.item}>
                <Link to={entry.to} onClick={guardTrial}>
                  <Icon name={entry.icon} size={18} />
                  {t(entry.labelKey)}
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Item
              className={styles.item}
              onSelect={() => openCustomerService(info.customerService)}
            >
              <Icon name="headset" size={18} />
              {t('member_menu_customer_service')}
            </DropdownMenu.Item>
            {isAgent ? (
              <DropdownMenu.Item asChild className={styles.item}>
                <Link to="/agentHome">
                  <Icon name="users" size={18} />
                  {t('member_menu_agent')}
                </Link>
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Separator className={styles.separator} />
            <DropdownMenu.Item
              className={styles.item}
              onSelect={() => openModal({ kind: 'logoutConfirm', portal: 'player' })}
            >
              <Icon name="logout" size={18} />
              {t('member_menu_sign_out')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
};

/** The agent header's sign out (spec 2.7): confirmation, then /agent. */
export const AgentSignOutButton = () => {
  const { t } = useTranslation();
  const openModal = useAuthModals((state) => state.open);
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => openModal({ kind: 'logoutConfirm', portal: 'agent' })}
    >
      <Icon name="logout" size={16} />
      {t('agent_sign_out')}
    </Button>
  );
};
