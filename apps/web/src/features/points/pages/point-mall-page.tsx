import { LoadingRows } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-field';
import { PageFrame } from '../../../components/page-frame';
import * as Tabs from '../../../components/tabs';
import strip from '../../../components/tab-strip.module.css';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQuery } from '../../../lib/query';
import { useSearchParams } from '../../../lib/router';
import { paymentPasswordStateQuery, pointBalanceQuery, pointConfigQuery } from '../api/points-queries';
import { ConvertForm } from '../components/convert-form';
import { PointsDetails } from '../components/points-details';
import { PointsSummary } from '../components/points-summary';
import { RedeemHistory } from '../components/redeem-history';
import { RewardCatalogue } from '../components/reward-catalogue';
import styles from '../components/points.module.css';

/** The tabs of spec 2.1 (redeem, redeem history, points details), as they read in `?tab=`. */
const tabs = ['redeem', 'history', 'details'] as const;
type Tab = (typeof tabs)[number];
const tabOf = (value: string | null): Tab => tabs.find((tab) => tab === value) ?? 'redeem';

/** The chosen tab lives in the URL (reload and back keep it); the first tab is the bare /pointMall. */
const useTabInUrl = () => {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const choose = (next: string) => {
    const query = new URLSearchParams(params);
    if (next === 'redeem') query.delete('tab');
    else query.set('tab', tabOf(next));
    setParams(query);
  };
  return [tab, choose] as const;
};

/** The redeem tab: the conversion form once the terms and balance are in, then the catalogue. */
const RedeemTab = ({ onShowHistory }: { onShowHistory: () => void }) => {
  const balance = useQuery(pointBalanceQuery());
  const config = useQuery(pointConfigQuery());
  const paymentPassword = useQuery(paymentPasswordStateQuery());
  const hasPaymentPassword = paymentPassword.data;
  return (
    <div className={styles.panel}>
      {balance.data && config.data ? (
        <ConvertForm
          config={config.data}
          balance={balance.data.balance}
          hasPaymentPassword={hasPaymentPassword}
        />
      ) : balance.isError || config.isError ? null : (
        <LoadingRows rows={2} />
      )}
      <RewardCatalogue
        balance={balance.data?.balance}
        hasPaymentPassword={hasPaymentPassword}
        onShowHistory={onShowHistory}
      />
    </div>
  );
};

/**
 * /pointMall (spec 2.1, 3, 7.6; issue 20): the member's points and the mall's terms on top, then the
 * three tabs. The route guard has already sent guests to /login and trial users back to the lobby.
 */
export const PointMallPage = () => {
  const { t } = useTranslation();
  const [tab, chooseTab] = useTabInUrl();
  const balance = useQuery(pointBalanceQuery());
  const config = useQuery(pointConfigQuery());
  const failed = balance.error ?? config.error;

  return (
    <PageFrame title={t('page_point_mall_title')}>
      <div className={styles.page}>
        {failed ? <FormAlert>{errorText(t, failed)}</FormAlert> : null}
        <PointsSummary balance={balance.data} config={config.data} failed={failed !== null} />
        <Tabs.Root value={tab} onValueChange={chooseTab} activationMode="manual">
          <Tabs.List className={`${strip.list} ${styles.tabs}`} aria-label={t('points.tabs')}>
            {tabs.map((value) => (
              <Tabs.Trigger key={value} value={value} className={strip.tab}>
                {t(`points.tab_${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="redeem">
            <RedeemTab onShowHistory={() => chooseTab('history')} />
          </Tabs.Content>
          <Tabs.Content value="history">
            <RedeemHistory />
          </Tabs.Content>
          <Tabs.Content value="details">
            <PointsDetails />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </PageFrame>
  );
};
