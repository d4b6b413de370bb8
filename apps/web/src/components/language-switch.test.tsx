import { localKeys } from '@gp/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from '../i18n/use-translation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, i18n, onLanguageChosen } from '../i18n/i18n';
import { useSiteStore } from '../lib/site-store';
import { permissionFixture } from '../test/fixtures';
import { renderInMemoryRouter, setupWebTests } from '../test/render';
import { LanguageSwitch } from './language-switch';

const env = setupWebTests();

const Probe = () => {
  const { t } = useTranslation();
  return <p data-testid="text">{t('header_promotions')}</p>;
};

beforeEach(() => {
  useSiteStore.getState().setPermission(permissionFixture(env.keys.publicKey), '/cdn/img1', '/cdn/launch1');
  localStorage.clear();
});
afterEach(async () => {
  await activateLanguage('EN');
});

describe('language switch (issue 14 item 12)', () => {
  it('offers the supported languages, switches the visible text and persists like the side menu', async () => {
    const heard: string[] = [];
    const stop = onLanguageChosen((language) => heard.push(language));
    renderInMemoryRouter(
      <>
        <LanguageSwitch id="test-language" />
        <Probe />
      </>,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(Array.from(select.options, (option) => option.value)).toEqual(['EN', 'KO']);
    expect(select.value).toBe('EN');
    const english = screen.getByTestId('text').textContent;

    await userEvent.selectOptions(select, 'KO');

    await screen.findByText(
      (_, node) => node?.getAttribute('data-testid') === 'text' && node.textContent !== english,
    );
    expect(i18n.language).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(localStorage.getItem(localKeys.hisLang)).toBe('KO');
    expect(localStorage.getItem(localKeys.lang)).toBe('KO');
    // The language update call for a logged-in member hangs off this event (auth-modals-host.tsx).
    expect(heard).toEqual(['KO']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '언어' }).value).toBe('KO');
    stop();
  });

  it('is left out when the site supports a single language', () => {
    const permission = permissionFixture(env.keys.publicKey);
    permission.info.site.supportedLanguages = ['EN'];
    useSiteStore.getState().setPermission(permission, '/cdn/img1', '/cdn/launch1');
    renderInMemoryRouter(<LanguageSwitch id="test-language" />);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
