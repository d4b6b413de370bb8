import { Suspense } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import type { AuthTab } from '../../features/auth/components/auth-dialog';
import { FreePlayButton } from '../../features/auth/components/free-play-button';
import { HomeLobby } from '../../features/games/components/home-lobby';
import { lazyChunk } from '../../lib/load-chunk';

/** The login and register forms load only on /login and /register, not for the first paint of /. */
const AuthDialog = lazyChunk(() =>
  import('../../features/auth/components/auth-dialog').then((m) => ({ default: m.AuthDialog })),
);

const authTabOf = (pathname: string): AuthTab | null =>
  pathname === '/login' ? 'login' : pathname === '/register' ? 'register' : null;

/** Home lobby; /login and /register show it with the login or register popup open (spec 2.1). */
export const HomeRoute = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = authTabOf(pathname);
  return (
    <>
      <HomeLobby guestAction={<FreePlayButton look={{ size: 'lg' }} />} />
      {tab ? (
        <Suspense fallback={null}>
          <AuthDialog
            tab={tab}
            onTabChange={(next) =>
              void navigate(next === 'login' ? '/login' : '/register', { replace: true })
            }
            onClose={() => void navigate('/', { replace: true })}
          />
        </Suspense>
      ) : null}
    </>
  );
};
