import type { GameCard } from '@gp/contract/games';
import type { PvpRoom } from '@gp/contract/play';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { formatMoney } from '../../../lib/format';
import { useQuery } from '../../../lib/query';
import { pvpRoomsQuery } from '../api/pvp-rooms';
import { useStartGame } from '../start-game';
import styles from './card-rooms.module.css';

/** Rooms shown before "all rooms": a row on a desktop, a short list on a phone. */
const roomsShown = 4;

/** A room as the start-game action takes a game (it launches by node id). */
const cardOf = (room: PvpRoom): GameCard => ({
  nodeId: room.nodeId,
  vassalage: room.vendorCode,
  gameCode: '',
  gameCategory: 'PVP',
  gameType: 'PVP',
  isGame: '1',
  title: room.gameName,
  displayName: room.gameName,
  iconUrl: '',
  nodeName: room.gameName,
});

/** The second ticking on the server's clock, for the rooms' countdowns. */
const useServerNow = (offset: number) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
};

const Room = ({ room, now }: { room: PvpRoom; now: number }) => {
  const { t } = useTranslation();
  const { startGame } = useStartGame();
  const free = room.seats - room.seated;
  const betting = now < room.closesAt;
  const seconds = Math.max(0, Math.ceil(((betting ? room.closesAt : room.endsAt) - now) / 1000));
  const titleId = `room-${room.nodeId}`;
  return (
    <li className={styles.room} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.name}>
          {room.gameName}
        </h3>
        <span className={styles.vendor}>{room.vendorCode}</span>
      </div>
      <p className={styles.seats}>
        <span className={styles.seatDots} aria-hidden="true">
          {Array.from({ length: room.seats }, (_, i) => (
            <span key={i} data-taken={i < room.seated ? '' : undefined} />
          ))}
        </span>
        {t('play.rooms.seats', { free, seats: room.seats })}
      </p>
      <p className={styles.meta}>
        {t('play.rooms.stakes', { min: formatMoney(room.minBet), max: formatMoney(room.maxBet) })}
        {' · '}
        {betting ? t('play.rooms.closes_in', { seconds }) : t('play.rooms.dealing', { seconds })}
      </p>
      <Button variant="primary" size="sm" onClick={() => startGame(cardOf(room))} disabled={free === 0}>
        <Icon name="play" size={16} />
        {t('play.rooms.sit_down')}
      </Button>
    </li>
  );
};

/**
 * The PVP card rooms (relay GLS2_roomList) above the card games' list: each open table with its free
 * seats, stakes and the hand's countdown, read again every few seconds; sitting down launches it.
 * Hidden when the category has no card tables.
 */
export const CardRooms = ({ vassalage }: { vassalage: string | undefined }) => {
  const { t } = useTranslation();
  const query = useQuery(pvpRoomsQuery(vassalage));
  const now = useServerNow(query.data?.offset ?? 0);
  const [showAll, setShowAll] = useState(false);
  const rooms = query.data?.rooms ?? [];
  if (rooms.length === 0) return null;
  const shown = showAll ? rooms : rooms.slice(0, roomsShown);
  return (
    <section className={styles.rooms} aria-labelledby="card-rooms-title">
      <h2 id="card-rooms-title" className={styles.title}>
        <Icon name="cards" size={20} />
        {t('play.rooms.title')}
      </h2>
      <ul className={styles.list}>
        {shown.map((room) => (
          <Room key={room.nodeId} room={room} now={now} />
        ))}
      </ul>
      {rooms.length > roomsShown ? (
        <Button variant="secondary" size="sm" className={styles.more} onClick={() => setShowAll((v) => !v)}>
          {showAll ? t('play.rooms.fewer') : t('play.rooms.all', { count: rooms.length })}
        </Button>
      ) : null}
    </section>
  );
};
