import type { PermissionValue } from '@gp/contract/system';
import { useQuery } from '../../../lib/query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { GlobalLoader } from '../../../components/global-loader';
import { Icon } from '../../../components/icons';
import { ApiError } from '../../../lib/api-client';
import { openCustomerService } from '../../../lib/customer-service';
import { permissionQuery } from '../api/permission';
import { chooseStartupDisplay } from '../startup-display';
import { IpAddress, StatusPage } from './status-page';

const CustomerServiceButton = ({ permission }: { permission: PermissionValue }) => {
  const { t } = useTranslation();
  const entries = permission.info.customerService;
  return (
    <Button
      variant="primary"
      size="lg"
      onClick={() => openCustomerService(entries)}
      disabled={entries.length === 0}
    >
      <Icon name="headset" />
      {t('startup_customer_service')}
    </Button>
  );
};

/**
 * Runs the permission call before any route renders and picks the display (spec 2.2): maintenance,
 * region-blocked, or the app. A failed call shows a plain error page with a retry button.
 */
export const StartupGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const query = useQuery(permissionQuery);

  if (query.isPending) return <GlobalLoader label={t('loading', { defaultValue: 'Loading' })} />;

  if (query.isError) {
    const code = query.error instanceof ApiError ? query.error.code : 'network_abnormal';
    return (
      <StatusPage
        icon="globe"
        title={t('startup_error_title', { defaultValue: 'Unable to connect' })}
        text={t(code, {
          defaultValue: t('network_abnormal', { defaultValue: 'Network connection is abnormal.' }),
        })}
        actions={
          <Button
            variant="primary"
            size="lg"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {t('retry', { defaultValue: 'Try again' })}
          </Button>
        }
      />
    );
  }

  const permission = query.data;
  switch (chooseStartupDisplay(permission)) {
    case 'maintenance':
      return (
        <StatusPage
          icon="wrench"
          title={t('startup_maintenance_title')}
          text={t('startup_maintenance_text')}
          actions={<CustomerServiceButton permission={permission} />}
        />
      );
    case 'regionBlocked':
      return (
        <StatusPage
          icon="blocked"
          title={t('startup_blocked_title')}
          text={t('startup_blocked_text')}
          actions={<CustomerServiceButton permission={permission} />}
        >
          <IpAddress label={t('startup_your_ip')} ip={permission.location.ip} />
        </StatusPage>
      );
    case 'app':
      return children;
  }
};
