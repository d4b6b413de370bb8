import type { GameCard, VendorLane } from '@gp/contract/games';
import type { GameType } from '@gp/contract/site';
import { describe, expect, it } from 'vitest';
import {
  buildGameMenu,
  headerDropdownSize,
  homeBlocks,
  homeOverview,
  laneCards,
  localLobby,
  lotteryPrizeMode,
  menuChoice,
  mxwinRow,
} from './game-menu';
import { splitSportsLanes } from './game-categories';

const card = (category: GameType, code: string): GameCard => ({
  nodeId: `${category}_${code}`,
  vassalage: code,
  gameCode: code,
  gameCategory: category,
  gameType: category,
  isGame: '1',
  title: code,
  displayName: code,
  iconUrl: `/icons/vendors/${code}.svg`,
  nodeName: code,
});

const lane = (title: GameType, count: number, prefix: string = title): VendorLane => ({
  title,
  cards: Array.from({ length: count }, (_, i) => card(title, `${prefix}${i + 1}`)),
});

describe('game menu (spec 2.3)', () => {
  it('puts HOME and FAV first, removes FISH, inserts MXWIN at the SPORTS position, ends with RECENT', () => {
    const lanes = [lane('LIVE', 2), lane('SPORTS', 2), lane('FISH', 3), lane('RNG', 12), lane('PVP', 1)];
    expect(buildGameMenu(lanes)).toEqual([
      'HOME',
      'FAV',
      'HOT',
      'LIVE',
      'MXWIN',
      'SPORTS',
      'RNG',
      'PVP',
      'RECENT',
    ]);
  });

  it('keeps a MXWIN lane the server sends where it is and does not add a second one', () => {
    const lanes = [lane('MXWIN', 1), lane('SPORTS', 1), lane('RNG', 2)];
    expect(buildGameMenu(lanes)).toEqual(['HOME', 'FAV', 'HOT', 'MXWIN', 'SPORTS', 'RNG', 'RECENT']);
  });

  it('leaves MXWIN out when there are 10 RNG vendors or fewer (no vendors 11-20 to show)', () => {
    const lanes = [lane('SPORTS', 1), lane('RNG', 10)];
    expect(buildGameMenu(lanes)).toEqual(['HOME', 'FAV', 'HOT', 'SPORTS', 'RNG', 'RECENT']);
  });

  it('places MXWIN after the vendor categories when there is no SPORTS lane', () => {
    expect(buildGameMenu([lane('RNG', 11), lane('LIVE', 1)])).toEqual([
      'HOME',
      'FAV',
      'HOT',
      'RNG',
      'LIVE',
      'MXWIN',
      'RECENT',
    ]);
  });

  it('shows split ESPORTS and COCKFIGHT right after SPORTS and hides empty categories', () => {
    const sports: VendorLane = {
      title: 'SPORTS',
      cards: [card('SPORTS', 'SBO'), card('SPORTS', 'IMES'), card('SPORTS', 'SV3')],
    };
    const split = splitSportsLanes([sports, lane('PVP', 1), lane('LIVE', 0)], {
      esportVendors: ['IMES'],
      cockfightVendors: ['SV3'],
    });
    expect(buildGameMenu(split)).toEqual([
      'HOME',
      'FAV',
      'HOT',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'PVP',
      'RECENT',
    ]);
  });

  it('leaves out categories that are not menu categories (lottery, promotions)', () => {
    expect(buildGameMenu([lane('LOTT', 1), lane('ELOTT', 1), lane('PROMO', 1)])).toEqual([
      'HOME',
      'FAV',
      'HOT',
      'RECENT',
    ]);
  });

  it('opens the login modal for FAV and RECENT while logged out, shows them when logged in', () => {
    expect(menuChoice('FAV', false)).toBe('login');
    expect(menuChoice('RECENT', false)).toBe('login');
    expect(menuChoice('FAV', true)).toBe('show');
    expect(menuChoice('HOT', false)).toBe('show');
    expect(menuChoice('RNG', false)).toBe('show');
  });
});

describe('MXWIN row and header drop-down (spec 9)', () => {
  it('uses RNG vendors 11 to 20 only when RNG vendors exceed 10', () => {
    expect(mxwinRow(lane('RNG', 10).cards)).toEqual([]);
    expect(mxwinRow(lane('RNG', 11).cards).map((c) => c.vassalage)).toEqual(['RNG11']);
    const row = mxwinRow(lane('RNG', 25).cards).map((c) => c.vassalage);
    expect(row).toHaveLength(10);
    expect(row[0]).toBe('RNG11');
    expect(row[9]).toBe('RNG20');
  });

  it('prefers a MXWIN lane from the server over the RNG fallback', () => {
    const lanes = [lane('MXWIN', 2, 'MX'), lane('RNG', 15)];
    expect(laneCards(lanes, 'MXWIN').map((c) => c.vassalage)).toEqual(['MX1', 'MX2']);
  });

  it('makes the header drop-down large above 10 vendors', () => {
    expect(headerDropdownSize(10)).toBe('normal');
    expect(headerDropdownSize(11)).toBe('large');
  });
});

describe('home lobby blocks (spec 2.3)', () => {
  it('shows one block per category with at most 5 cards, in the spec order, skipping empty ones', () => {
    const lanes = [lane('PVP', 7), lane('LIVE', 3), lane('RNG', 12), lane('SPORTS', 0)];
    const blocks = homeBlocks(lanes);
    expect(blocks.map((b) => b.category)).toEqual(['RNG', 'LIVE', 'PVP', 'MXWIN']);
    expect(blocks.map((b) => b.cards.length)).toEqual([5, 3, 5, 2]);
  });

  it('takes the first 3 RNG, 1 LIVE and 1 FISH entries for the overview', () => {
    const lanes = [lane('FISH', 4), lane('LIVE', 4), lane('RNG', 4)];
    expect(homeOverview(lanes).map((c) => c.vassalage)).toEqual(['RNG1', 'RNG2', 'RNG3', 'LIVE1', 'FISH1']);
    expect(homeOverview([lane('RNG', 1)]).map((c) => c.vassalage)).toEqual(['RNG1']);
  });

  it('builds the local lobby from the lottery categories', () => {
    expect(localLobby([lane('ELOTT', 2), lane('LOTT', 4)]).map((c) => c.vassalage)).toEqual([
      'LOTT1',
      'LOTT2',
      'LOTT3',
      'LOTT4',
      'ELOTT1',
    ]);
  });
});

describe('lottery prize mode (spec 4.6)', () => {
  it('is ELOTT when the ELOTT category has a TCG_LOTTO_VN or LOTT card, otherwise LOTT', () => {
    const elott = (code: string): VendorLane => ({ title: 'ELOTT', cards: [card('ELOTT', code)] });
    expect(lotteryPrizeMode([elott('TCG_LOTTO_VN')])).toBe('ELOTT');
    expect(lotteryPrizeMode([elott('LOTT')])).toBe('ELOTT');
    expect(lotteryPrizeMode([elott('TCG_SEA')])).toBe('LOTT');
    expect(lotteryPrizeMode([{ title: 'LOTT', cards: [card('LOTT', 'LOTT')] }])).toBe('LOTT');
  });
});
