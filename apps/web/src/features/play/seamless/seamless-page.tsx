import { useQuery } from '../../../lib/query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Icon } from '../../../components/icons';
import { readSeamlessLaunch, type SeamlessLaunch } from '../../../lib/seamless-launch';
import { useSessionStore } from '../../../lib/session-store';
import { useSiteStore } from '../../../lib/site-store';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { isGameMessage, postToGame } from '../game-messages';
import { GameWalletDialog } from './game-wallet-dialog';
import { allowedLaunchUrl } from './launch-url';
import { useLeaveGame } from './use-leave-game';
import { useRelaunch } from './use-relaunch';
import styles from './seamless.module.css';

const isExpired = (launch: SeamlessLaunch | null) =>
  launch !== null && Date.parse(launch.expiresAt) <= Date.now();

/** A framed page that never says it is ready (another vendor) stops showing the loader after this. */
const readyFallbackMs = 8_000;

/**
 * /seamless (spec 2.1: no footer, side menu hidden): the launched game in a full-height frame under a
 * slim bar with the game's name, back and close. The header above keeps the live balance. Only
 * allowed launch URLs are framed (launch-url.ts); a launch whose token expired before the frame
 * opened it offers to launch the game again.
 * A real game that plays from a vendor wallet (issue 14): with the merchant's automatic transfer the
 * launch already moved the money and closing the page moves it back (useLeaveGame); without it, the
 * page asks how much to move before the game opens. Either way the game can ask for a transfer when a
 * stake finds too little in its wallet, and the bar offers one.
 */
export const SeamlessPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const launch = readSeamlessLaunch(location.state);
  const cdns = useSiteStore((state) => state.permission?.info.launchGameCDNs ?? []);
  const raw = params.get('url');
  const src = raw ? allowedLaunchUrl(raw, cdns) : null;
  const frameSrc = src?.href ?? null;
  // Judged once per launch URL, when it first shows: a token past its expiry cannot open the game.
  const [opened, setOpened] = useState(() => ({ src: frameSrc, expired: isExpired(launch) }));
  if (opened.src !== frameSrc) setOpened({ src: frameSrc, expired: isExpired(launch) });
  const expired = opened.expired;
  // The frame URL that said it is ready (a new launch URL starts loading again).
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const ready = readyFor !== null && readyFor === frameSrc;
  const frameRef = useRef<HTMLIFrameElement>(null);
  const fallbackTimer = useRef<number | undefined>(undefined);
  const { relaunch, pending, error } = useRelaunch(launch);
  const title = launch?.gameName ?? t('play.seamless.game');
  const token = useSessionStore((state) => state.token);
  const vendorWallet =
    launch?.mode === 'real' && launch.wallet && launch.wallet !== 'MAIN' ? launch.wallet : null;
  useLeaveGame(launch?.walletSession ?? null);
  const wallets = useQuery({
    ...walletBalanceQuery(token),
    enabled: token !== null && vendorWallet !== null,
  });
  // Without the automatic transfer: ask once per launch URL, unless the main wallet has nothing to move.
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const mainEmpty = wallets.isError ? true : wallets.data ? !/[1-9]/.test(wallets.data.balance) : null;
  const asking =
    vendorWallet !== null &&
    !launch?.walletSession &&
    askedFor !== frameSrc &&
    !expired &&
    mainEmpty !== true;
  const [topUp, setTopUp] = useState(false);
  const walletName = wallets.data?.wallets.find((w) => w.vendorCode === vendorWallet)?.name ?? vendorWallet;

  useEffect(() => () => window.clearTimeout(fallbackTimer.current), []);

  // The page fills the viewport below whatever header sits above it (its height varies by width).
  const pageRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const fit = () => {
      const page = pageRef.current;
      if (!page) return;
      const top = page.getBoundingClientRect().top + window.scrollY;
      page.style.height = `${Math.max(320, document.documentElement.clientHeight - top)}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frameRef.current?.contentWindow || !isGameMessage(event.data)) return;
      if (event.data.type === 'ready') setReadyFor(frameSrc);
      if (event.data.type === 'transfer' && vendorWallet) setTopUp(true);
      if (event.data.type === 'reopen') {
        if (launch) relaunch();
        else void navigate('/');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [launch, relaunch, navigate, frameSrc, vendorWallet]);

  const onFrameLoad = () => {
    // A page of another origin cannot message us: its load is as ready as it gets.
    if (src && src.origin !== window.location.origin) setReadyFor(frameSrc);
    else {
      window.clearTimeout(fallbackTimer.current);
      fallbackTimer.current = window.setTimeout(() => setReadyFor(frameSrc), readyFallbackMs);
    }
  };

  const back = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  // Closing returns to the page the game was opened from (replacing the game's entry, so Back from
  // there does not reopen it); a game opened directly by its link has none and closes to home.
  const close = () => void navigate(launch?.returnTo ?? '/', { replace: launch?.returnTo !== undefined });

  let body;
  if (!src) {
    body = (
      <EmptyState
        icon="blocked"
        title={t('play.seamless.refused_title')}
        text={t('play.seamless.refused_text')}
      >
        <Button onClick={() => void navigate('/')}>{t('play.seamless.to_lobby')}</Button>
      </EmptyState>
    );
  } else if (expired) {
    body = (
      <EmptyState
        icon="clock"
        title={t('play.seamless.expired_title')}
        text={t('play.seamless.expired_text')}
      >
        <Button onClick={relaunch} disabled={pending}>
          {t('play.seamless.reopen')}
        </Button>
        {error ? <p role="alert">{t(error)}</p> : null}
      </EmptyState>
    );
  } else {
    body = (
      <div className={styles.stage}>
        {asking ? null : (
          <iframe
            key={frameSrc}
            ref={frameRef}
            src={frameSrc!}
            title={title}
            className={styles.frame}
            allow="fullscreen; autoplay"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
            onLoad={onFrameLoad}
          />
        )}
        {!ready || pending ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('play.seamless.loading', { name: title })}
          </div>
        ) : null}
        {error ? (
          <p className={styles.relaunchError} role="alert">
            {t(error)}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <section ref={pageRef} className={styles.page} aria-labelledby="seamless-title">
      <div className={styles.bar}>
        <Button variant="icon" aria-label={t('play.seamless.back')} onClick={back}>
          <Icon name="chevronRight" className={styles.backIcon} />
        </Button>
        <h1 id="seamless-title" className={styles.title}>
          {title}
        </h1>
        {launch?.mode === 'free' ? <span className={styles.badge}>{t('play.slot.free_badge')}</span> : null}
        {vendorWallet ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => setTopUp(true)}
            aria-label={t('wallets.topup_open', { wallet: walletName })}
          >
            <Icon name="wallet" size={16} />
            <span className={styles.hideNarrow}>{t('wallets.move')}</span>
          </Button>
        ) : null}
        <Button variant="icon" aria-label={t('play.seamless.close')} onClick={close}>
          <Icon name="close" />
        </Button>
      </div>
      {body}
      {vendorWallet && launch && asking && mainEmpty === false ? (
        <GameWalletDialog
          wallet={vendorWallet}
          gameName={title}
          purpose="launch"
          onDone={() => setAskedFor(frameSrc)}
        />
      ) : null}
      {vendorWallet && topUp ? (
        <GameWalletDialog
          wallet={vendorWallet}
          gameName={title}
          purpose="topUp"
          onDone={(moved) => {
            setTopUp(false);
            if (moved) postToGame(frameRef.current, 'refresh');
          }}
        />
      ) : null}
    </section>
  );
};
