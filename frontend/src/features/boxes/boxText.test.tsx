import { act, renderHook } from '@testing-library/react';
import { i18n, initI18n } from '../../i18n';
import { buildBox } from '../../../test/fixtures';
import { useBoxText } from './boxText';

beforeAll(() => initI18n('en'));
afterEach(() => act(() => i18n.changeLanguage('en')));

const textOf = (box: Parameters<ReturnType<typeof useBoxText>>[0]) => renderHook(() => useBoxText()).result.current(box);

describe('useBoxText', () => {
  it('translates a seeded box by its slug in the active language', async () => {
    await act(() => i18n.changeLanguage('ja'));
    const box = buildBox({ slug: 'watch-vault', name: 'Watch Vault', description: 'Fine Swiss and Japanese watches.' });
    expect(textOf(box)).toEqual({
      name: '高級時計の宝庫',
      description: 'スイスと日本の高級時計。Seiko 5 から Audemars Piguet Royal Oak まで。',
    });
  });

  it('shows the English catalog text in English', () => {
    expect(textOf(buildBox({ slug: 'apple-vault', name: 'Apple Vault' })).name).toBe('Apple Vault');
  });

  it('falls back to the name and description sent for a box without a slug', async () => {
    await act(() => i18n.changeLanguage('fr'));
    expect(textOf(buildBox({ slug: null, name: 'Staff Picks', description: 'Hand-picked by staff.' }))).toEqual({
      name: 'Staff Picks',
      description: 'Hand-picked by staff.',
    });
  });

  it('falls back to the name and description sent for a slug the catalog does not know', async () => {
    await act(() => i18n.changeLanguage('de'));
    expect(textOf(buildBox({ slug: 'admin-made', name: 'Admin Box', description: 'Made in the admin area.' }))).toEqual({
      name: 'Admin Box',
      description: 'Made in the admin area.',
    });
  });

  it('changes with the language', async () => {
    const { result } = renderHook(() => useBoxText());
    const box = buildBox({ slug: 'console-wars', name: 'Console Wars' });
    expect(result.current(box).name).toBe('Console Wars');
    await act(() => i18n.changeLanguage('es'));
    expect(result.current(box).name).toBe('Guerra de consolas');
  });
});
