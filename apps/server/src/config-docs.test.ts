import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, repoRoot } from './config.js';

describe('README environment table', () => {
  it('documents every environment variable the server reads', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1]));
    const undocumented = Object.keys(envSchema.shape).filter((name) => !documented.has(name));
    expect(undocumented).toEqual([]);
    expect(documented.size).toBeGreaterThanOrEqual(Object.keys(envSchema.shape).length);
  });
});
