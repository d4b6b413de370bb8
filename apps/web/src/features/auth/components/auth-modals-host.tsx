import { Suspense, useEffect } from 'react';
import { onLanguageChosen } from '../../../i18n/i18n';
import { useUiStore } from '../../../lib/ui-store';
import { useAuthModals } from '../auth-modals-store';
import { saveLanguage } from '../session-actions';
import { lazyChunk } from '../../../lib/load-chunk';

// Each modal loads when it first opens, keeping forms out of the first render's JavaScript.
const ChangePasswordDialog = lazyChunk(() =>
  import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const AfterLoginDialog = lazyChunk(() =>
  import('./after-login-dialog').then((m) => ({ default: m.AfterLoginDialog })),
);
const ForgotPasswordDialog = lazyChunk(() =>
  import('./forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog })),
);
const LogoutConfirmDialog = lazyChunk(() =>
  import('./logout-confirm-dialog').then((m) => ({ default: m.LogoutConfirmDialog })),
);
const RealAccountDialog = lazyChunk(() =>
  import('./real-account-dialog').then((m) => ({ default: m.RealAccountDialog })),
);

/**
 * The auth modals above every page (spec 2.5): change password, after-login, forgot password, logout
 * confirmation and the trial user's "real account" dialog. Also saves a logged-in member's language
 * choice on the server (spec 7.1).
 */
export const AuthModalsHost = () => {
  const modal = useAuthModals((state) => state.modal);
  const close = useAuthModals((state) => state.close);
  const realAccount = useUiStore((state) => state.realAccountPrompt);
  const setRealAccount = useUiStore((state) => state.setRealAccountPrompt);

  useEffect(() => onLanguageChosen((language) => void saveLanguage(language)), []);

  return (
    <Suspense fallback={null}>
      {modal?.kind === 'changePassword' ? (
        <ChangePasswordDialog userName={modal.userName} portal={modal.portal} onClose={close} />
      ) : null}
      {modal?.kind === 'afterLogin' ? <AfterLoginDialog onClose={close} /> : null}
      {modal?.kind === 'forgotPassword' ? <ForgotPasswordDialog onClose={close} /> : null}
      {modal?.kind === 'logoutConfirm' ? <LogoutConfirmDialog portal={modal.portal} onClose={close} /> : null}
      {realAccount && !modal ? <RealAccountDialog onClose={() => setRealAccount(false)} /> : null}
    </Suspense>
  );
};
