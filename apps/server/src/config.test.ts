import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from './config.js';

describe('config', () => {
  it('defaults to port 8080, SQLite under <repo>/data and the web build under apps/web/dist', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.database).toEqual({
      dialect: 'sqlite',
      filename: path.join(repoRoot, 'data', 'platform.db'),
    });
    expect(config.webDist).toBe(path.join(repoRoot, 'apps', 'web', 'dist'));
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.blockedCountries).toEqual([]);
    expect(path.join(repoRoot, 'apps', 'server', 'src', 'config.ts')).toBe(
      path.resolve(import.meta.dirname, 'config.ts'),
    );
  });

  it('accepts sqlite:, file: and postgres URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).database).toEqual({
      dialect: 'sqlite',
      filename: '/tmp/x.db',
    });
    expect(loadConfig({ DATABASE_URL: 'file:data/y.db' }).database).toEqual({
      dialect: 'sqlite',
      filename: path.join(repoRoot, 'data', 'y.db'),
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).database).toEqual({
      dialect: 'postgres',
      connectionString: 'postgresql://u@h/db',
    });
  });

  it('parses flags and the blocked country list', () => {
    const config = loadConfig({ TRUST_PROXY: '127.0.0.1', SEED_DEMO: 'false', BLOCKED_COUNTRIES: 'gb, kp' });
    expect(config.trustProxy).toEqual(['127.0.0.1']);
    expect(config.seedDemo).toBe(false);
    expect(config.blockedCountries).toEqual(['GB', 'KP']);
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://cache'],
    ['NODE_ENV', 'staging'],
    ['BLOCKED_COUNTRIES', 'GBR'],
    ['TRUST_PROXY', 'maybe'],
  ])('refuses an invalid %s with an error naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
