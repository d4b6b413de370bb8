import { sessionKeys } from '@gp/contract/constants';
import { encodeCustomerServicePath } from '@gp/contract/customer-service';
import type { PermissionValue } from '@gp/contract/system';
import { QueryClient, QueryClientProvider } from '../../lib/query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '../../lib/site-store';
import { applyPermission } from './apply-permission';
import { StartupGate } from './components/startup-gate';
import { chooseStartupDisplay } from './startup-display';

const permission = (overrides: Partial<PermissionValue> = {}): PermissionValue => ({
  info: {
    customerService: [
      { csType: 'LIVECHAT', path: encodeCustomerServicePath('https://cs.example/chat', 'Ab12Cd34') },
    ],
    domainRoute: { mainDomain: 'demo.example', routes: [] },
    resources: {},
    whitelabel: [],
    register: { rules: {}, minimumAge: 18, termsRequired: true },
    mainDomain: 'demo.example',
    analytics: { gtagId: 'G-TEST123' },
    imageCDNs: ['/cdn/img1', '/cdn/img2'],
    launchGameCDNs: ['/cdn/launch1', '/cdn/launch2'],
    site: {
      merchantCode: 'DEMO',
      platform: 'WEB',
      lotteryType: 'VN',
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'KO'],
      esportVendors: ['IMES'],
      cockfightVendors: ['SV3'],
      prizeModes: ['LOTT'],
      currency: 'KRW',
      currencySymbol: '₩',
      minimumAge: 18,
      socialChannels: [],
    },
    encryption: {
      publicKey: { kty: 'RSA', n: 'AQAB', e: 'AQAB', alg: 'RSA-OAEP-256' },
      algorithm: 'RSA-OAEP-256+A256GCM',
    },
  },
  location: { ip: '203.0.113.7', countryCode: 'GB' },
  maintenance: false,
  regionRestriction: false,
  ...overrides,
});

describe('chooseStartupDisplay', () => {
  it('gives maintenance priority over the region block', () => {
    expect(chooseStartupDisplay({ maintenance: true, regionRestriction: true })).toBe('maintenance');
    expect(chooseStartupDisplay({ maintenance: false, regionRestriction: true })).toBe('regionBlocked');
    expect(chooseStartupDisplay({ maintenance: false, regionRestriction: false })).toBe('app');
  });
});

describe('applyPermission', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.dataLayer = [];
  });

  it('picks one CDN of each list, stores merchant values and rules, and queues the analytics id', () => {
    applyPermission(permission(), { random: () => 0.99 });
    expect(document.documentElement.dataset.imageCdn).toBe('/cdn/img2');
    expect(document.documentElement.dataset.launchCdn).toBe('/cdn/launch2');
    expect(useSiteStore.getState().imageCdn).toBe('/cdn/img2');
    expect(sessionStorage.getItem(sessionKeys.merchantCode)).toBe('DEMO');
    expect(JSON.parse(sessionStorage.getItem(sessionKeys.validate) ?? 'null')).toEqual(
      permission().info.register,
    );
    expect(JSON.stringify(window.dataLayer)).toContain('G-TEST123');
    expect(document.querySelector('script[src*="googletagmanager.com/gtag/js?id=G-TEST123"]')).not.toBeNull();
  });
});

describe('StartupGate', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('hisLang', 'EN');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const renderGate = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StartupGate>
          <p>the app</p>
        </StartupGate>
      </QueryClientProvider>,
    );

  const respond = (value: PermissionValue) =>
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, value }), { status: 200 }));

  it('shows the maintenance page, not the region block, when both apply', async () => {
    respond(permission({ maintenance: true, regionRestriction: true }));
    renderGate();
    expect(await screen.findByRole('heading', { name: /maintenance/i })).toBeTruthy();
    expect(screen.getByRole('button', { name: /customer service/i })).toBeTruthy();
    expect(screen.queryByText('203.0.113.7')).toBeNull();
    expect(screen.queryByText('the app')).toBeNull();
  });

  it('shows the region-blocked page with the visitor IP', async () => {
    respond(permission({ regionRestriction: true }));
    renderGate();
    expect(await screen.findByText('203.0.113.7')).toBeTruthy();
    expect(screen.getByRole('button', { name: /customer service/i })).toBeTruthy();
    expect(screen.queryByText('the app')).toBeNull();
  });

  it('opens the decoded customer-service URL in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    respond(permission({ maintenance: true }));
    renderGate();
    (await screen.findByRole('button', { name: /customer service/i })).click();
    expect(open).toHaveBeenCalledWith('https://cs.example/chat', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('renders the app when neither applies', async () => {
    respond(permission());
    renderGate();
    expect(await screen.findByText('the app')).toBeTruthy();
  });

  it('shows a translated network error with a retry button when the call fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderGate();
    expect(await screen.findByText(/network connection is abnormal/i)).toBeTruthy();
    respond(permission());
    screen.getByRole('button', { name: /try again/i }).click();
    expect(await screen.findByText('the app')).toBeTruthy();
  });
});
