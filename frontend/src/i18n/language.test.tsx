import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reloadPage } from '../lib/reload';
import { preloadShellWidgets } from '../components/layout/shellWidgets';
import { useStatsStore } from '../stores/useStatsStore';
import { mockFetch, renderApp } from '../../test/render';
import { changeLanguage, i18n, initI18n } from './index';
import { detectLanguage } from './language';

jest.mock('../lib/reload', () => ({ reloadPage: jest.fn() }));

beforeAll(() => Promise.all([initI18n('en'), preloadShellWidgets()]));
const clearLanguageCookie = () => {
  document.cookie = 'nova_lang=; Path=/; Max-Age=0';
};

beforeEach(() => {
  mockFetch({});
  localStorage.clear();
  clearLanguageCookie();
  jest.mocked(reloadPage).mockClear();
});
afterEach(() => act(() => changeLanguage('en')));

describe('language switching', () => {
  it('switching to Arabic translates the navigation, sets <html dir="rtl" lang="ar"> and saves it, without a reload', async () => {
    jest.useFakeTimers();
    renderApp('/');
    const nav = () => within(screen.getByRole('navigation', { name: /Main navigation|التنقل الرئيسي/ }));
    expect(nav().getByRole('link', { name: 'Boxes' })).toBeInTheDocument();

    await act(() => changeLanguage('ar'));

    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(nav().getByRole('link', { name: 'الصناديق' })).toBeInTheDocument();
    expect(localStorage.getItem('selectedLanguage')).toBe('ar');
    // The server names the chosen language's texts in the next page it sends.
    expect(document.cookie).toContain('nova_lang=ar');
    act(() => jest.advanceTimersByTime(5_000));
    expect(reloadPage).not.toHaveBeenCalled();
    // The home page's figures were asked for meanwhile (and not served here): their answer ends the page's loading.
    await waitFor(() => expect(useStatsStore.getState().status).toBe('error'));
    jest.useRealTimers();
  });

  it('the language picker switches languages; Spanish and Japanese are left-to-right', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cajas' })).toBeInTheDocument());
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem('selectedLanguage')).toBe('es');

    await act(() => changeLanguage('ja'));
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'ボックス' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ja');
  });

  it('never mixes in another language: a text missing in the active one shows its key (completeness keeps that from shipping)', async () => {
    await act(() => changeLanguage('fr'));
    i18n.addResource('en', 'common', 'onlyInEnglish', 'English text');
    expect(i18n.t('onlyInEnglish' as never)).toBe('onlyInEnglish');
    expect(i18n.t('missing.everywhere' as never)).toBe('missing.everywhere');
    expect(i18n.t('nav.boxes')).toBe('Boîtes');
  });
});

describe('starting language', () => {
  it('uses the saved preference, else a supported browser language, else English', () => {
    const languages = jest.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['pt-BR', 'en']);
    expect(detectLanguage()).toBe('pt');
    expect(document.cookie).not.toContain('nova_lang');
    localStorage.setItem('selectedLanguage', 'ko');
    expect(detectLanguage()).toBe('ko');
    localStorage.setItem('selectedLanguage', 'xx');
    languages.mockReturnValue(['nl-NL']);
    expect(detectLanguage()).toBe('en');
    languages.mockRestore();
  });

  it('tells the server a choice saved before the cookie existed, and leaves a browser language to Accept-Language', () => {
    localStorage.setItem('selectedLanguage', 'ja');
    expect(detectLanguage()).toBe('ja');
    expect(document.cookie).toContain('nova_lang=ja');
    localStorage.clear();
    clearLanguageCookie();
    detectLanguage();
    expect(document.cookie).toBe('');
  });
});
