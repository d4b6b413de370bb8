import { languagePacks, type LanguagePack } from '@gp/contract/constants';
import { useTranslation } from '../i18n/use-translation';
import { chooseLanguage, packOf } from '../i18n/i18n';
import { useSiteInfo } from '../lib/site-store';
import { Icon } from './icons';
import styles from './language-switch.module.css';

interface LanguageSwitchProps {
  /** Unique per page: the label points at the select by id. */
  id: string;
  /** Hidden below 1024 px, where the side menu's switch is at hand (the header). */
  desktopOnly?: boolean;
}

/**
 * A compact language choice (desktop header, agent landing page; issue 14 item 12): the languages the
 * site supports, stored and applied like the side menu's switch (chooseLanguage: hisLang and lang in
 * local storage, and the language update call for a logged-in member).
 */
export const LanguageSwitch = ({ id, desktopOnly = false }: LanguageSwitchProps) => {
  const { t, i18n } = useTranslation();
  const info = useSiteInfo();
  const languages = languagePacks.filter((pack) => info.site.supportedLanguages.includes(pack));
  if (languages.length < 2) return null;
  return (
    <div className={`${styles.switch} ${desktopOnly ? styles.desktopOnly : ''}`}>
      <label htmlFor={id} className={styles.label}>
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t('side_language')}</span>
      </label>
      <select
        id={id}
        className={styles.select}
        value={packOf(i18n.language)}
        onChange={(event) => void chooseLanguage(event.target.value as LanguagePack)}
      >
        {languages.map((pack) => (
          <option key={pack} value={pack} lang={pack.toLowerCase()}>
            {t(`language_${pack}`)}
          </option>
        ))}
      </select>
    </div>
  );
};
