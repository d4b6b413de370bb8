import { useQuery } from '../../../lib/query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useSearchParams } from '../../../lib/router';
import { PageFrame } from '../../../components/page-frame';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteInfo } from '../../../lib/site-store';
import { useUiStore } from '../../../lib/ui-store';
import { lotteryDrawQuery } from '../api/lottery-queries';
import { areaOfPath, prizeModeOf } from '../lottery-route-params';
import { LotteryBetting } from './lottery-betting';
import { LotteryLobby } from './lottery-lobby';
import styles from './lottery.module.css';

const titles = { VN: 'lottery.title_vn', SEA: 'lottery.title_sea' } as const;

/**
 * The lottery pages of spec 2.1 (/lottery, /vnLottery, /seaLottery, each with gameCode; /lottery
 * with the prize mode of spec 4.6). Without a known gameCode the lobby shows; with one, its betting
 * view. The route guard already sent guests to /login; trial users play money only, and choosing
 * real money opens the real-account dialog.
 */
export const LotteryPage = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const area = areaOfPath(pathname);
  const prizeMode = prizeModeOf(params.get('prizeMode'));
  const gameCode = params.get('gameCode') ?? '';
  const trial = useSessionStore((state) => state.isTrial);
  const setRealAccountPrompt = useUiStore((state) => state.setRealAccountPrompt);
  const currency = useSiteInfo().site.currencySymbol;
  const [chosenMode, setChosenMode] = useState<'real' | 'free'>('real');
  const mode = trial ? 'free' : chosenMode;
  const draw = useQuery({ ...lotteryDrawQuery(gameCode), enabled: gameCode !== '' });
  const unknownGame = draw.error instanceof ApiError && draw.error.code === 'game_not_found';

  const setGame = (code: string | null) => {
    const next = new URLSearchParams(params);
    if (code) next.set('gameCode', code);
    else next.delete('gameCode');
    next.delete('view');
    setParams(next);
    window.scrollTo({ top: 0 });
  };

  const changeMode = (next: 'real' | 'free') => {
    if (next === 'real' && trial) setRealAccountPrompt(true);
    else setChosenMode(next);
  };

  let body;
  if (gameCode && draw.isPending) {
    body = (
      <div className={styles.loadingBetting} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={120} />
        <Skeleton height={420} />
      </div>
    );
  } else if (gameCode && draw.data) {
    body = (
      <LotteryBetting
        draw={draw.data}
        mode={mode}
        currency={currency}
        onModeChange={changeMode}
        onBack={() => setGame(null)}
      />
    );
  } else {
    body = (
      <>
        {gameCode && draw.isError && !unknownGame ? (
          <p className={styles.error} role="alert">
            {t('lottery.load_failed')}
          </p>
        ) : null}
        <LotteryLobby area={area} prizeMode={prizeMode} onOpen={(code) => setGame(code)} />
      </>
    );
  }

  return (
    <PageFrame title={t(area ? titles[area] : 'lottery.title')} eyebrow={t('lottery.eyebrow')}>
      {mode === 'free' ? <p className={styles.freeBanner}>{t('lottery.free_banner')}</p> : null}
      {body}
    </PageFrame>
  );
};
