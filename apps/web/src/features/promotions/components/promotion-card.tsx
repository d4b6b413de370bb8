import type { Promotion } from '@gp/contract/promotions';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { OperatorContent } from '../../../components/operator-content';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from '../../../lib/router';
import { useSiteStore } from '../../../lib/site-store';
import { cdnUrl } from '@gp/contract/cdn-url';
import { PromotionAction } from './promotion-action';
import { PromotionFacts } from './promotion-facts';
import type { PromotionActions } from './use-promotion-action';
import styles from './promotions.module.css';

/** One promotion: its picture, category, title, offer and action, and its terms in a dialog. */
export const PromotionCard = ({
  promotion: p,
  category,
  actions,
}: {
  promotion: Promotion;
  category: string;
  actions: PromotionActions;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const imageCdn = useSiteStore((state) => state.imageCdn);
  const [open, setOpen] = useState(false);
  const titleId = `promotion-${p.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.art} aria-hidden="true">
        {p.imageUrl ? (
          <img
            src={cdnUrl(imageCdn, p.imageUrl)}
            alt=""
            width={480}
            height={200}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <Icon name="gift" size={40} />
        )}
      </div>
      <div className={styles.body}>
        <span className={styles.chip}>{category}</span>
        <h3 id={titleId} className={styles.title}>
          {p.title}
        </h3>
        <PromotionFacts promotion={p} />
      </div>
      <div className={styles.foot}>
        <PromotionAction promotion={p} actions={actions} />
        <Button
          variant="ghost"
          onClick={() => setOpen(true)}
          aria-label={`${t('rewards.details')}: ${p.title}`}
        >
          {t('rewards.details')}
        </Button>
      </div>
      {open ? (
        <Modal title={p.title} icon="promo" size="md" onClose={() => setOpen(false)}>
          <div className={styles.dialogBody}>
            <PromotionFacts promotion={p} />
            <h4 className={styles.termsTitle}>{t('rewards.terms')}</h4>
            <OperatorContent
              html={p.terms}
              onSiteLink={(to) => {
                setOpen(false);
                void navigate(to);
              }}
            />
            <div className={styles.dialogAction}>
              <PromotionAction promotion={p} actions={actions} />
            </div>
          </div>
        </Modal>
      ) : null}
    </article>
  );
};
