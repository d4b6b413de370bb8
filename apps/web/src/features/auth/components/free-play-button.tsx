import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { useQueryClient } from '../../../lib/query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from '../../../lib/router';
import { Button, type ButtonLook } from '../../../components/button';
import { FormAlert } from '../../../components/form-field';
import { Icon } from '../../../components/icons';
import { useSiteInfo } from '../../../lib/site-store';
import { useAuthModals } from '../auth-modals-store';
import { errorText } from '../error-text';
import { freePlayLogin } from '../../../lib/free-play-login';

/**
 * "Try for free" (spec 4.2, 6): shown only when the whitelabel FREEPLAY3 flag is on. On success the
 * modals close, the trial user is logged in and lands on the home page.
 */
export const FreePlayButton = ({ look, onDone }: { look?: ButtonLook; onDone?: () => void }) => {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const closeModals = useAuthModals((state) => state.close);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!isFlagEnabled(info.whitelabel, whitelabelFlags.freePlay)) return null;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await freePlayLogin();
      queryClient.removeQueries({ queryKey: ['member'] });
      closeModals();
      onDone?.();
      void navigate('/');
    } catch (failure) {
      setError(errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        {...look}
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <Icon name="play" size={18} />
        {busy ? t('free_play_starting') : t('free_play')}
      </Button>
      {error ? <FormAlert>{error}</FormAlert> : null}
    </>
  );
};
