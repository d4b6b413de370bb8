import { useTranslation } from 'react-i18next';
import { GlobalLoader } from '../../components/global-loader';

export const RouteLoader = () => {
  const { t } = useTranslation();
  return <GlobalLoader label={t('loading')} />;
};
