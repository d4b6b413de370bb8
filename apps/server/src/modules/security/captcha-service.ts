import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { CaptchaValue } from '@gp/contract/session';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecurityRepository } from './repository.js';

/**
 * Image captcha (GET /wps/captcha): a noisy SVG of 5 characters. Only an HMAC of the id and the
 * lower-cased answer is stored; each captcha expires after 2 minutes and can be checked once, right or
 * wrong (the row is deleted by the check). `verifyCaptcha(id, text)` throws captcha_check_failed for a
 * missing, unknown, expired, reused or wrong answer; the next feature (registration, SMS) reuses it.
 */
export const captchaTtlMs = 2 * 60_000;

export type CaptchaRenderer = () => { text: string; svg: string };

/** 5 characters (no 0/o/1/i/l look-alikes), noise lines, coloured glyph paths (no text to scrape). */
export const renderSvgCaptcha: CaptchaRenderer = () => {
  const { text, data } = svgCaptcha.create({
    size: 5,
    ignoreChars: '0oO1iIlL',
    noise: 3,
    color: true,
    background: '#f4f6fb',
  });
  return { text, svg: data };
};

export const createCaptchaService = (deps: {
  repo: SecurityRepository;
  clock: Clock;
  hmacKey: string;
  render?: CaptchaRenderer;
}) => {
  const { repo, clock, hmacKey } = deps;
  const render = deps.render ?? renderSvgCaptcha;
  const answerHash = (id: string, text: string) =>
    createHmac('sha256', hmacKey).update(`${id}:${text.trim().toLowerCase()}`).digest('hex');
  const failed = () => new AppError('captcha_check_failed', 'Captcha check failed');

  return {
    /** `answer` is returned for tests and internal callers only; routes send id and image. */
    createCaptcha: async (): Promise<CaptchaValue & { answer: string }> => {
      const { text, svg: data } = render();
      const id = randomBytes(18).toString('base64url');
      const now = clock();
      await repo.insertCaptcha(
        id,
        answerHash(id, text),
        new Date(now.getTime() + captchaTtlMs).toISOString(),
        now.toISOString(),
      );
      return {
        id,
        image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`,
        expiresIn: captchaTtlMs / 1000,
        answer: text,
      };
    },

    verifyCaptcha: async (id: string | undefined, text: string | undefined): Promise<void> => {
      if (!id || !text) throw failed();
      const row = await repo.takeCaptcha(id);
      if (!row || Date.parse(row.expires_at) <= clock().getTime()) throw failed();
      const expected = Buffer.from(row.answer_hash, 'hex');
      const actual = Buffer.from(answerHash(id, text), 'hex');
      if (!timingSafeEqual(expected, actual)) throw failed();
    },
  };
};

export type CaptchaService = ReturnType<typeof createCaptchaService>;
