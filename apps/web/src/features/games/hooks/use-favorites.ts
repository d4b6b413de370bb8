import type { GameCard } from '@gp/contract/games';
import { useQuery, useQueryClient } from '../../../lib/query';
import { useCallback, useMemo } from 'react';
import { useNavigate } from '../../../lib/router';
import { useSessionStore } from '../../../lib/session-store';
import { useUiStore } from '../../../lib/ui-store';
import {
  addFavorite,
  favoriteIdsKey,
  favoriteIdsQuery,
  favoritesKey,
  removeFavorite,
} from '../api/favorites';

const noIds: ReadonlySet<string> = new Set();

/**
 * The member's favourites (spec 4.7): which node ids are favourites, and the heart's toggle. Adding is
 * ignored for a node that is already a favourite (the toggle removes it instead); removal updates the
 * local lists at once, then calls the server, and restores them if the server refuses. Logged out opens
 * the login modal; a trial user gets the real-account dialog (favourites are member functions).
 */
export const useFavorites = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const loggedIn = useSessionStore((state) => state.isLogin);
  const trial = useSessionStore((state) => state.isTrial);
  const setRealAccountPrompt = useUiStore((state) => state.setRealAccountPrompt);
  const member = loggedIn && !trial;
  const { data } = useQuery({ ...favoriteIdsQuery(), enabled: member });
  const ids = useMemo(() => (member && data ? new Set(data) : noIds), [member, data]);

  const toggle = useCallback(
    (game: GameCard) => {
      if (!loggedIn) return void navigate('/login');
      if (trial) return setRealAccountPrompt(true);
      const current = queryClient.getQueryData<string[]>(favoriteIdsKey) ?? [];
      if (current.includes(game.nodeId)) {
        queryClient.setQueryData<string[]>(favoriteIdsKey, (old) => old?.filter((id) => id !== game.nodeId));
        queryClient.setQueriesData<GameCard[]>({ queryKey: [...favoritesKey, 'list'] }, (old) =>
          old?.filter((entry) => entry.nodeId !== game.nodeId),
        );
        removeFavorite(game.nodeId).catch(
          () => void queryClient.invalidateQueries({ queryKey: favoritesKey }),
        );
        return;
      }
      queryClient.setQueryData<string[]>(favoriteIdsKey, (old) => [...(old ?? []), game.nodeId]);
      addFavorite(game).then(
        () => void queryClient.invalidateQueries({ queryKey: [...favoritesKey, 'list'] }),
        () => void queryClient.invalidateQueries({ queryKey: favoritesKey }),
      );
    },
    [loggedIn, trial, navigate, setRealAccountPrompt, queryClient],
  );

  return { ids, toggle };
};
