import { LoadingRows } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-field';
import * as Tabs from '../../../components/tabs';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQuery } from '../../../lib/query';
import { useSearchParams } from '../../../lib/router';
import { saferGamblingQuery } from '../api/safer-gambling-queries';
import { BreakPanel } from '../components/break-panel';
import { LimitsPanel } from '../components/limits-panel';
import { RealityCheckPanel } from '../components/reality-check-panel';
import strip from '../../../components/tab-strip.module.css';
import styles from '../components/safer-gambling.module.css';
import { StatementPanel } from '../components/statement-panel';

const tabs = ['limits', 'reality', 'break', 'statement'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/**
 * Safer gambling in the member centre (issue 18): limits, the reality check, a break (time-out or
 * self-exclusion) and the activity statement, one tab each (`&tab=` keeps the choice in the URL, so
 * the reality check's "view history" can open the statement).
 */
export const SaferGamblingPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'limits';
  const page = useQuery(saferGamblingQuery());
  const choose = (next: string) => {
    const search = new URLSearchParams(params);
    search.set('tab', next);
    setParams(search, { replace: true });
  };

  return (
    <Tabs.Root value={tab} onValueChange={choose} className={styles.page}>
      <Tabs.List className={strip.list} aria-label={t('member_page_saferGambling')}>
        {tabs.map((id) => (
          <Tabs.Trigger key={id} value={id} className={strip.tab}>
            {t(`safer.tab_${id}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((id) => (
        <Tabs.Content key={id} value={id} className={styles.panel}>
          {id === 'statement' ? (
            <StatementPanel />
          ) : id === 'break' ? (
            <BreakPanel passwordRequired={page.data?.passwordRequired ?? true} />
          ) : page.isPending ? (
            <LoadingRows rows={6} />
          ) : page.isError || !page.data ? (
            <FormAlert>{errorText(t, page.error)}</FormAlert>
          ) : id === 'limits' ? (
            <LimitsPanel value={page.data} />
          ) : (
            <RealityCheckPanel minutes={page.data.realityCheckMinutes} />
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
};
