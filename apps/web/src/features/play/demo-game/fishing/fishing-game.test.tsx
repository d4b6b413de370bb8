import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fishSpecies, type FishShotsBody } from '@gp/contract/demo-fishing';
import { jsonResponse, scriptedFetch, type RecordedCall } from '../../../../test/fixtures';
import { setupWebTests } from '../../../../test/render';
import { DemoGamePage } from '../demo-game-page';

setupWebTests();

const ok = (value: unknown) => jsonResponse({ success: true, value });
const sessionToken = 'session-token-abcdefghijkl';
const session = (balance = '1000.00') => ({
  mode: 'real',
  currency: 'KRW',
  balance,
  wallet: 'MAIN',
  language: 'EN',
  game: { nodeId: 'n1', name: 'Ocean King', vendorCode: 'CQ9', gameType: 'FISH' },
  betLevels: ['10.00', '20.00', '50.00'],
  rules: { kind: 'fish', species: fishSpecies, rtp: 96 },
  sessionToken,
});
const multiplierOf = new Map<string, number>(fishSpecies.map((f) => [f.species, f.multiplier]));

/** The server's answer to a volley: the first shot hits, the rest miss. */
const answer = (call: RecordedCall, before: number) => {
  const body = call.body as FishShotsBody;
  const bullet = Number(body.bullet);
  const shots = body.shots.map((shot, i) => {
    const win = i === 0 ? bullet * multiplierOf.get(shot.species)! : 0;
    return { ...shot, hit: i === 0, multiplier: multiplierOf.get(shot.species)!, win: win.toFixed(2) };
  });
  const win = shots.reduce((sum, s) => sum + Number(s.win), 0);
  const stake = bullet * shots.length;
  return {
    roundId: 'fish-round-1',
    bullet: body.bullet,
    stake: stake.toFixed(2),
    win: win.toFixed(2),
    balance: (before - stake + win).toFixed(2),
    shots,
  };
};

const pondFish = async () => {
  const pond = await screen.findByRole('group', { name: 'Pond' });
  return within(pond).getAllByRole('button');
};

describe('fishing game page', () => {
  it('fires taps at fish as one volley, catches the fish hit and shows the balance it answers', async () => {
    const server = scriptedFetch({
      'POST /demo-vendor/api/session': () => ok(session()),
      'POST /demo-vendor/api/fishing/shots': (call) => ok(answer(call, 1000)),
    });
    render(<DemoGamePage launchToken="launch-token-fishing" />);
    const fish = await pondFish();
    expect(fish).toHaveLength(9);
    expect(fish[0]!.getAttribute('aria-label')).toMatch(/, pays \d+×$/);
    expect(screen.getByText(/Tap a fish to fire/)).toBeTruthy();

    await userEvent.click(fish[0]!);
    await userEvent.click(fish[0]!);
    await userEvent.click(fish[1]!);
    // The page counts the bullets at once; the volley leaves a moment later.
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain('970.00');
    expect(fish[0]!.getAttribute('aria-label')).toMatch(/2 shots on the way$/);
    expect(screen.getByLabelText('Bullet')).toHaveProperty('disabled', true);

    await waitFor(() => expect(server.callsTo('/demo-vendor/api/fishing/shots')).toHaveLength(1));
    const sent = server.callsTo('/demo-vendor/api/fishing/shots')[0]!;
    expect(sent.headers.authorization).toBe(`Bearer ${sessionToken}`);
    const body = sent.body as FishShotsBody;
    expect(body.batch).toMatch(/^[A-Za-z0-9-]{8,40}$/);
    expect(body.bullet).toBe('10.00');
    expect(body.shots.map((s) => s.fish)).toEqual([
      body.shots[0]!.fish,
      body.shots[0]!.fish,
      body.shots[2]!.fish,
    ]);

    const reply = answer(sent, 1000);
    expect(
      await screen.findByText(
        `Catch ×1: +${Number(reply.win).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain(
      Number(reply.balance).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    expect(screen.getByRole('status', { name: 'Shots on the way' }).textContent).toBe('0');
    expect(screen.getByLabelText('Bullet')).toHaveProperty('disabled', false);
    expect(server.callsTo('/demo-vendor/api/fishing/shots')).toHaveLength(1);
  });

  it('sends a volley whose answer was lost again with the same batch id', async () => {
    let attempts = 0;
    const server = scriptedFetch({
      'POST /demo-vendor/api/session': () => ok(session()),
      'POST /demo-vendor/api/fishing/shots': (call) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return ok(answer(call, 1000));
      },
    });
    render(<DemoGamePage launchToken="launch-token-fishing-2" />);
    await userEvent.click((await pondFish())[2]!);
    await waitFor(() => expect(server.callsTo('/demo-vendor/api/fishing/shots')).toHaveLength(2), {
      timeout: 3_000,
    });
    const [first, second] = server.callsTo('/demo-vendor/api/fishing/shots');
    expect((second!.body as FishShotsBody).batch).toBe((first!.body as FishShotsBody).batch);
    expect(await screen.findByText(/^Catch ×1: \+/)).toBeTruthy();
  });

  it('refuses a shot the balance cannot pay on the page, and names a refusal the server gives', async () => {
    const server = scriptedFetch({
      'POST /demo-vendor/api/session': () => ok(session('15.00')),
      'POST /demo-vendor/api/fishing/shots': () =>
        jsonResponse({ success: false, code: 'wager_limit_reached' }, 409),
      'GET /demo-vendor/api/state': () => ok(session('15.00')),
    });
    render(<DemoGamePage launchToken="launch-token-fishing-3" />);
    const fish = await pondFish();
    await userEvent.click(fish[0]!);
    await userEvent.click(fish[1]!);
    expect((await screen.findByRole('alert')).textContent).toMatch(/balance/i);
    await waitFor(() => expect(server.callsTo('/demo-vendor/api/fishing/shots')).toHaveLength(1));
    expect((server.callsTo('/demo-vendor/api/fishing/shots')[0]!.body as FishShotsBody).shots).toHaveLength(
      1,
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/limit/i));
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toContain('15.00');
  });
});
