import { afterEach, describe, expect, it } from 'vitest';
import { translator } from './translator';

const previous = translator.language;
afterEach(() => translator.changeLanguage(previous));

describe('translator', () => {
  it('reads flat keys and dotted paths into feature groups, with placeholders filled', () => {
    translator.addPack('xx', { hello: 'Hello {{name}}', lobby: { title: 'Lobby of {{ site }}' } });
    translator.changeLanguage('xx');
    expect(translator.t('hello', { name: 'Neo' })).toBe('Hello Neo');
    expect(translator.t('lobby.title', { site: 'Demo' })).toBe('Lobby of Demo');
    expect(translator.t('hello')).toBe('Hello {{name}}');
    expect(translator.t('hello', {})).toBe('Hello ');
  });

  it('falls back to the next key, then defaultValue, then the key itself', () => {
    translator.addPack('xx', { known: 'Known', lobby: { title: 'Lobby' } });
    translator.changeLanguage('xx');
    expect(translator.t(['unknown_code', 'known'])).toBe('Known');
    expect(translator.t('missing', { defaultValue: 'Default {{n}}', n: 2 })).toBe('Default 2');
    expect(translator.t('missing')).toBe('missing');
    expect(translator.t('lobby')).toBe('lobby');
    expect(translator.t('lobby.title.deeper')).toBe('lobby.title.deeper');
  });

  it('gives a new t after a switch of language or of the active pack, and tells listeners', () => {
    translator.addPack('xa', { word: 'A' });
    translator.addPack('xb', { word: 'B' });
    translator.changeLanguage('xa');
    const before = translator.current();
    let heard = 0;
    const stop = translator.subscribe(() => (heard += 1));
    translator.changeLanguage('xb');
    expect(translator.current()).not.toBe(before);
    expect(translator.current()('word')).toBe('B');
    translator.addPack('xb', { word: 'B2' });
    expect(translator.t('word')).toBe('B2');
    translator.addPack('xa', { word: 'A2' });
    stop();
    translator.changeLanguage('xa');
    expect(heard).toBe(2);
    expect(translator.language).toBe('xa');
  });

  it('tells listeners of a pack part only when it changes a text already asked for', () => {
    translator.addPack('xc', { shown: 'Shown', group: { a: 'A' } });
    translator.changeLanguage('xc');
    const first = translator.current();
    let heard = 0;
    const stop = translator.subscribe(() => (heard += 1));
    expect(first('shown')).toBe('Shown');
    // Keys nobody asked for: same t, nobody re-renders, and the keys read at once.
    translator.addPack('xc', { later: 'Later', group: { b: 'B' } });
    expect(heard).toBe(0);
    expect(translator.current()).toBe(first);
    expect(first('later')).toBe('Later');
    expect(first('group.b')).toBe('B');
    // A key that was asked for while missing arrives: a new t.
    expect(first(['group.c', 'shown'])).toBe('Shown');
    translator.addPack('xc', { group: { c: 'C' } });
    expect(heard).toBe(1);
    expect(translator.current()).not.toBe(first);
    expect(translator.current()(['group.c', 'shown'])).toBe('C');
    // A new wording of a known key: a new t too.
    const second = translator.current();
    translator.addPack('xc', { group: { a: 'A2' } });
    expect(heard).toBe(2);
    expect(translator.current()).not.toBe(second);
    stop();
  });
});
