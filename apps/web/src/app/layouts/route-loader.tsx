import { useTranslation } from '../../i18n/use-translation';
import { GlobalLoader } from '../../components/global-loader';

export const RouteLoader = () => {
  const { t } = useTranslation();
  return <GlobalLoader label={t('loading')} />;
};
