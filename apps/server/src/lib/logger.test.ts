import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

describe('log redaction', () => {
  it('masks tokens, passwords and codes in logged URLs and keeps the rest', () => {
    expect(redactUrl('/wps/member/info?token=abc.def&lang=EN')).toBe(
      '/wps/member/info?token=[redacted]&lang=EN',
    );
    expect(redactUrl('/x?lang=KO&verificationCode=1234&password=hunter2')).toBe(
      '/x?lang=KO&verificationCode=[redacted]&password=[redacted]',
    );
    expect(redactUrl('/wps/system/helpCenter?lang=EN&device=WEB')).toBe(
      '/wps/system/helpCenter?lang=EN&device=WEB',
    );
  });
});
