import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@gp/contract/routes';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { runOperator } from './commands.js';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'gp-announce-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, t.config, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, output: lines.join('\n') };
};
const file = (name: string, content: unknown) => {
  const target = path.join(dir, name);
  writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
  return target;
};
const playerTitles = async () => {
  const res = await t.app.inject({ url: routes.announcements.path, query: { types: 'PL', language: 'EN' } });
  return res.json<{ value: { player: { title: string }[] } }>().value.player.map((n) => n.title);
};

describe('operator announcement commands', () => {
  it('saves a notice from a JSON file (sanitized), lists it, and removes it', async () => {
    const notice = {
      key: 'notice-operator',
      type: 'PL',
      sortOrder: 50,
      texts: {
        EN: { title: 'Deposits by bank transfer pause tonight', content: '<p>Soon<script>x()</script></p>' },
      },
    };
    expect(await operator('announcement', 'save', file('one.json', notice))).toEqual({
      code: 0,
      output: 'Saved notice-operator.',
    });
    expect(await playerTitles()).toContain('Deposits by bank transfer pause tonight');
    const listed = await operator('announcement', 'list');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/PL +- +notice-operator +now \.\. open +\[EN\]/);
    expect(listed.output).toMatch(/PU +B +popup-guest-welcome .*\[EN,JA,KO,PT\]/);

    expect(await operator('announcement', 'remove', 'notice-operator')).toEqual({
      code: 0,
      output: 'Removed notice-operator.',
    });
    expect(await playerTitles()).not.toContain('Deposits by bank transfer pause tonight');
    expect((await operator('announcement', 'remove', 'notice-operator')).code).toBe(1);
  });

  it('stops at the first invalid announcement and reports it', async () => {
    const batch = [
      { key: 'notice-batch-ok', type: 'PL', sortOrder: 60, texts: { EN: { title: 'Fine', content: '' } } },
      {
        key: 'popup-batch-bad',
        type: 'PU',
        sortOrder: 61,
        texts: { EN: { title: 'No audience', content: '' } },
      },
    ];
    const result = await operator('announcement', 'save', file('batch.json', batch));
    expect(result.code).toBe(1);
    expect(result.output).toContain('Saved notice-batch-ok.');
    expect(result.output).toContain('Announcement 2 of');
    expect((await operator('announcement', 'list')).output).not.toContain('popup-batch-bad');
    expect((await operator('announcement', 'save', file('broken.json', '{ nope'))).code).toBe(1);
    expect((await operator('announcement', 'save')).code).toBe(2);
  });
});
