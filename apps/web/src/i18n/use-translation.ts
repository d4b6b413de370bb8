import { useSyncExternalStore } from 'react';
import { translator, type Translate } from './translator';

/** The active language's `t` (a new one after a switch, so the component renders again) and the translator. */
export const useTranslation = (): { t: Translate; i18n: typeof translator } => {
  const t = useSyncExternalStore(translator.subscribe, translator.current);
  return { t, i18n: translator };
};
