import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCustomerServicePath } from '@gp/contract/customer-service';
import { envelopeSchema } from '@gp/contract/envelope';
import { patternCatalogue, type PatternId } from '@gp/contract/patterns';
import { routes } from '@gp/contract/routes';
import { routeSchemas } from '@gp/contract/route-schemas';
import { registerFieldNames } from '@gp/contract/system';
import { isFlagEnabled, whitelabelFlags, type WhitelabelNode } from '@gp/contract/whitelabel';
import { runOperator } from '../../operator/commands.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { openGeoLookup } from './geo.js';

const gbAddress = '81.2.69.142';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '127.0.0.1', BLOCKED_COUNTRIES: 'GB,KP' });
});
afterAll(async () => {
  await t.close();
});

const permission = async (ip: string) => {
  const res = await t.app.inject({ url: routes.permission.path, headers: { 'x-forwarded-for': ip } });
  expect(res.statusCode).toBe(200);
  const body = envelopeSchema(routeSchemas.permission.value).parse(res.json());
  expect(body.success).toBe(true);
  return body.value!;
};

const operator = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runOperator(args, t.config, { out: (l) => lines.push(l), err: (l) => lines.push(l) });
  return { code, output: lines.join('\n') };
};

describe('permission', () => {
  it('answers the start-up value of the contract with the demo site settings', async () => {
    const value = await permission('8.8.8.8');
    expect(value.info.site.merchantCode).toBe('DEMO');
    expect(value.info.site.defaultLanguage).toBe('KO');
    expect(value.info.site.supportedLanguages).toEqual(['KO', 'EN', 'JA', 'PT']);
    expect(value.info.site.esportVendors).toEqual(['IMES']);
    expect(value.info.site.cockfightVendors).toEqual(['SV3']);
    expect(value.info.site.socialChannels.map((c) => c.name)).toEqual(['FACEBOOK', 'YOUTUBE']);
    expect(value.info.analytics.gtagId).toMatch(/^G-/);
    expect(value.info.imageCDNs.length).toBeGreaterThanOrEqual(2);
    expect(value.info.launchGameCDNs.length).toBeGreaterThanOrEqual(2);
    expect(value.info.resources.ANDROID_APK?.url).toMatch(/^https:\/\//);
    expect(value.info.register.rules.username?.enabled).toBe(true);
    expect(value.maintenance).toBe(false);
  });

  it('delivers customer-service paths that decode to their URLs', async () => {
    const value = await permission('8.8.8.8');
    expect(value.info.customerService.map((c) => c.csType)).toEqual(['LIVECHAT', 'TELEGRAM', 'EMAIL']);
    for (const entry of value.info.customerService) {
      const url = decodeCustomerServicePath(entry.path);
      expect(url).toMatch(/^(https:\/\/|mailto:)/);
    }
    expect(decodeCustomerServicePath(value.info.customerService[1]!.path)).toBe(
      'https://t.me/demo_gaming_support',
    );
  });

  it('restricts a visitor whose address maps to a blocked country', async () => {
    const geo = await openGeoLookup(['GB']);
    expect(geo.countryOf(gbAddress)).toBe('GB');
    const value = await permission(gbAddress);
    expect(value.location).toEqual({ ip: gbAddress, countryCode: 'GB' });
    expect(value.regionRestriction).toBe(true);
  });

  it('does not restrict visitors from other countries or private addresses', async () => {
    const us = await permission('8.8.8.8');
    expect(us.location.countryCode).toBe('US');
    expect(us.regionRestriction).toBe(false);
    for (const ip of ['10.1.2.3', '192.168.0.10', '127.0.0.1', '::1']) {
      const value = await permission(ip);
      expect(value.location).toEqual({ ip, countryCode: null });
      expect(value.regionRestriction).toBe(false);
    }
  });

  it('reflects maintenance switched by the operator command, on each request', async () => {
    expect(await operator('maintenance', 'on')).toMatchObject({ code: 0 });
    expect((await permission('8.8.8.8')).maintenance).toBe(true);
    const status = await t.app.inject({ url: routes.systemStatus.path });
    expect(status.json()).toMatchObject({ success: true, value: { maintenance: true } });
    expect((await operator('maintenance', 'status')).output).toMatch(/ON/);

    expect(await operator('maintenance', 'off')).toMatchObject({ code: 0 });
    expect((await permission('8.8.8.8')).maintenance).toBe(false);
    expect((await operator('maintenance', 'status')).output).toMatch(/OFF/);
  });

  it('refuses bad operator usage with a non-zero exit code and the help text', async () => {
    const bad = await operator('maintenance', 'maybe');
    expect(bad.code).not.toBe(0);
    expect(bad.output).toMatch(/Usage: npm run operator/);
    expect((await operator()).code).not.toBe(0);
    expect((await operator('help')).code).toBe(0);
  });
});

describe('system calls', () => {
  it('systemStatus answers maintenance and the server time', async () => {
    const res = await t.app.inject({ url: routes.systemStatus.path });
    const body = envelopeSchema(routeSchemas.systemStatus.value).parse(res.json());
    expect(Number.isNaN(Date.parse(body.value!.serverTime))).toBe(false);
  });

  it('whitelabel answers a tree holding every contract flag with the demo settings', async () => {
    const res = await t.app.inject({ url: routes.whitelabel.path });
    const tree: WhitelabelNode[] = envelopeSchema(routeSchemas.whitelabel.value).parse(res.json()).value!;
    const ids: string[] = [];
    const walk = (nodes: WhitelabelNode[]) =>
      nodes.forEach((n) => {
        ids.push(n.modId);
        walk(n.childrenNodes);
      });
    walk(tree);
    for (const flag of Object.values(whitelabelFlags)) expect(ids).toContain(flag);
    const f = whitelabelFlags;
    for (const on of [
      f.usernameRegistration,
      f.mobileRegistration,
      f.registrationSmsVerification,
      f.freePlay,
      f.smsCodeLogin,
      f.phonePasswordChange,
      f.referral,
      f.vip,
      f.forcedPasswordExpiryChange,
    ]) {
      expect(isFlagEnabled(tree, on)).toBe(true);
    }
    expect(isFlagEnabled(tree, f.loginSecondFactor)).toBe(false);
  });

  it('domainRoute answers the main domain and its routes', async () => {
    const res = await t.app.inject({ url: routes.domainRoute.path });
    const value = envelopeSchema(routeSchemas.domainRoute.value).parse(res.json()).value!;
    expect(value.mainDomain).not.toBe('');
    expect(value.routes.map((r) => r.purpose)).toEqual(expect.arrayContaining(['WEB', 'AGENT']));
  });

  it('registerSettings answers one rule per register field whose pattern matches its catalogue entry', async () => {
    const res = await t.app.inject({ url: routes.registerSettings.path });
    const value = envelopeSchema(routeSchemas.registerSettings.value).parse(res.json()).value!;
    expect(Object.keys(value.rules).sort()).toEqual([...registerFieldNames].sort());
    for (const rule of Object.values(value.rules)) {
      const entry = patternCatalogue[rule.patternId as PatternId];
      expect(entry).toBeDefined();
      expect(rule.acceptedPattern === '*' || rule.acceptedPattern === entry.pattern).toBe(true);
      expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
    }
    expect(value.minimumAge).toBe(18);
    expect(value.termsRequired).toBe(true);
  });
});

describe('helpCenter', () => {
  it.each(['EN', 'KO', 'JA', 'PT'])('answers the term, terms and privacy sections in %s', async (lang) => {
    const res = await t.app.inject({ url: `${routes.helpCenter.path}?lang=${lang}&device=WEB` });
    const value = envelopeSchema(routeSchemas.helpCenter.value).parse(res.json()).value!;
    expect(value.sections.map((s) => s.anchor)).toEqual(['term', 'terms', 'privacy']);
    for (const s of value.sections) {
      expect(s.content).toMatch(/^<p>/);
      expect(s.content).not.toMatch(/<script|on\w+=/i);
    }
  });

  it.each([
    ['an unknown language', '?lang=XX&device=WEB', 'lang'],
    ['a missing device', '?lang=EN', 'device'],
    ['a wrong device', '?lang=EN&device=APP', 'device'],
  ])('refuses %s with a 400 bad_request naming the field', async (_label, query, field) => {
    const res = await t.app.inject({ url: `${routes.helpCenter.path}${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; code: string; message: string }>();
    expect(body).toMatchObject({ success: false, code: 'bad_request' });
    expect(body.message).toContain(field);
  });
});
