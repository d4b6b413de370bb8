import { constants } from '@gp/contract/constants';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withWholePack } from '../i18n/i18n';

/**
 * A script or style chunk that failed to load or took longer than the chunk load time-out (spec 8 and
 * 9: 120 s). It carries no user-facing message (spec 8); route-error.tsx decides what the visitor sees.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly code = 'chunk_load_failed';

  constructor(
    readonly timedOut: boolean,
    options?: ErrorOptions,
  ) {
    super('', options);
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/** Runs a dynamic import under the chunk load time-out; any failure becomes a ChunkLoadError. */
export const loadChunk = <T>(importer: () => Promise<T>, timeoutMs: number = constants.chunkLoadTimeoutMs) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(true)), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? error : new ChunkLoadError(false, { cause: error }));
      },
    );
  });

/**
 * React.lazy over loadChunk: a component whose chunk loads under the time-out, shown once the whole
 * language pack is in too (dialogs and panels read keys beyond the first screen's, i18n/i18n.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export const lazyChunk = <T extends ComponentType<any>>(
  importer: () => Promise<{ default: T }>,
): LazyExoticComponent<T> => lazy(() => loadChunk(withWholePack(importer)));
