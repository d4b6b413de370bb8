import { maxShotsPerBatch, type FishShot, type FishShotsValue } from '@gp/contract/demo-fishing';
import { fromMinor, toMinor } from '@gp/contract/money';
import type { PondFish } from './pond';

const minor = (text: string) => {
  const parsed = toMinor(text);
  return parsed.ok ? parsed.minor : 0n;
};

/** A volley on its way: its batch id is kept so a resend after a lost answer is the same volley. */
export interface Volley {
  batch: string;
  bullet: string;
  shots: FishShot[];
}

export interface FishingState {
  /** The balance of the last answer (before the shots still queued or on their way). */
  balance: string;
  bullet: string;
  fish: PondFish[];
  /** Shots fired and not sent yet (they go as one volley). */
  queue: FishShot[];
  sending: Volley | null;
  /** This page's totals: shots answered and what they won. */
  shots: number;
  won: string;
  /** What the last answered volley caught, for the status line. */
  last: { hits: number; win: string } | null;
  error: string | null;
}

export type FishingAction =
  | { type: 'fire'; fishId: string }
  | { type: 'send'; batch: string }
  | { type: 'answered'; value: FishShotsValue }
  | { type: 'refused'; code: string; balance?: string }
  | { type: 'gone'; fishId: string; next: PondFish }
  | { type: 'bullet'; bullet: string }
  | { type: 'balance'; balance: string };

/** What the shots queued and on their way will cost once answered. */
export const committed = (state: FishingState) =>
  minor(state.bullet) * BigInt(state.queue.length) +
  (state.sending ? minor(state.sending.bullet) * BigInt(state.sending.shots.length) : 0n);

/** The balance the player sees: the last answer's, less every shot still awaiting one. */
export const shownBalance = (state: FishingState) => fromMinor(minor(state.balance) - committed(state));

export const isFull = (state: FishingState) => state.queue.length >= maxShotsPerBatch;

const unaim = (fish: PondFish[], shots: readonly { fish: string }[]) => {
  const counts = new Map<string, number>();
  for (const shot of shots) counts.set(shot.fish, (counts.get(shot.fish) ?? 0) + 1);
  return fish.map((f) => (counts.has(f.id) ? { ...f, aimed: Math.max(0, f.aimed - counts.get(f.id)!) } : f));
};

/**
 * The fishing page's state: fire queues a shot at a fish (refused on the page when the balance, less
 * the shots awaiting an answer, cannot pay the bullet); send moves the queue into a volley; the
 * answer catches the fish hit and sets the balance; a refusal returns the volley's fish to the pond.
 */
export const fishingReducer = (state: FishingState, action: FishingAction): FishingState => {
  switch (action.type) {
    case 'fire': {
      const target = state.fish.find((f) => f.id === action.fishId);
      if (!target || target.caught !== null || isFull(state)) return state;
      if (minor(state.balance) - committed(state) < minor(state.bullet)) {
        return { ...state, error: 'insufficient_balance' };
      }
      return {
        ...state,
        error: null,
        queue: [...state.queue, { fish: target.id, species: target.species }],
        fish: state.fish.map((f) => (f.id === target.id ? { ...f, aimed: f.aimed + 1 } : f)),
      };
    }
    case 'send':
      if (state.sending || state.queue.length === 0) return state;
      return {
        ...state,
        queue: [],
        sending: { batch: action.batch, bullet: state.bullet, shots: state.queue },
      };
    case 'answered': {
      const { value } = action;
      const caught = new Map(value.shots.filter((s) => s.hit).map((s) => [s.fish, s.win]));
      const fish = unaim(state.fish, value.shots).map((f) =>
        caught.has(f.id) && f.caught === null ? { ...f, caught: caught.get(f.id)! } : f,
      );
      return {
        ...state,
        balance: value.balance,
        sending: null,
        fish,
        shots: state.shots + value.shots.length,
        won: fromMinor(minor(state.won) + minor(value.win)),
        last: { hits: value.shots.filter((s) => s.hit).length, win: value.win },
      };
    }
    case 'refused':
      return {
        ...state,
        ...(action.balance === undefined ? {} : { balance: action.balance }),
        fish: unaim(state.fish, state.sending?.shots ?? []),
        sending: null,
        error: action.code,
      };
    case 'gone':
      return { ...state, fish: state.fish.map((f) => (f.id === action.fishId ? action.next : f)) };
    case 'bullet':
      // A volley carries one bullet value: the bullet changes between volleys only.
      if (state.queue.length > 0 || state.sending) return state;
      return { ...state, bullet: action.bullet, error: null };
    case 'balance':
      return state.sending || state.queue.length > 0 ? state : { ...state, balance: action.balance };
  }
};
