import { useEffect, useState } from 'react';
import { DemoGamePage } from '../../features/play/demo-game/demo-game-page';
import { dropTokenFromAddress, readLaunchParams } from '../../features/play/demo-game/launch-params';
import { activateLanguage } from '../../i18n/i18n';

/**
 * /demo-game (lazy route module, vendor layout): the demo vendor's game page. It renders on its own
 * (main.tsx): no start-up call, no platform session, no socket. The language comes from the launch URL.
 */
export const DemoGameRoute = () => {
  // Read once, before the token leaves the address bar (initialisers may run twice; reading is pure).
  const [launch] = useState(() => readLaunchParams());
  const [languageReady, setLanguageReady] = useState(false);
  useEffect(() => {
    dropTokenFromAddress();
    void activateLanguage(launch.language)
      .catch(() => undefined)
      .then(() => setLanguageReady(true));
  }, [launch.language]);
  return languageReady ? <DemoGamePage launchToken={launch.token} /> : null;
};
