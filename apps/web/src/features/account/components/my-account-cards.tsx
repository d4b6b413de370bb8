import { LoadingRows } from '../../../components/data-table';
import { FormAlert } from '../../../components/form-field';
import { useTranslation } from '../../../i18n/use-translation';
import { errorText } from '../../../lib/error-text';
import { useQuery } from '../../../lib/query';
import { profileQuery } from '../api';
import { ContactDetails } from './contact-details';
import { PersonalDetails } from './personal-details';
import styles from './account.module.css';

/** The security centre's personal details and contact cards (issue 18), loaded with their strings. */
export const MyAccountCards = ({ cardClass, titleClass }: { cardClass?: string; titleClass?: string }) => {
  const { t } = useTranslation();
  const profile = useQuery(profileQuery());
  const body = (render: (value: NonNullable<typeof profile.data>) => React.ReactNode) =>
    profile.isPending ? (
      <LoadingRows rows={3} />
    ) : profile.isError ? (
      <FormAlert>{errorText(t, profile.error)}</FormAlert>
    ) : (
      render(profile.data)
    );
  return (
    <>
      <section className={cardClass} aria-labelledby="personal-title">
        <h2 id="personal-title" className={titleClass}>
          {t('account.personal_title')}
        </h2>
        <p className={styles.hint}>{t('account.personal_intro')}</p>
        {body((value) => (
          <PersonalDetails profile={value} />
        ))}
      </section>
      <section className={cardClass} aria-labelledby="contact-title">
        <h2 id="contact-title" className={titleClass}>
          {t('account.contact_title')}
        </h2>
        {body((value) => (
          <ContactDetails profile={value} />
        ))}
      </section>
    </>
  );
};
