import { formatDate, formatNumber, formatRelativeTime } from './format';
import { changeLanguage, initI18n } from './index';

jest.mock('../lib/reload', () => ({ reloadPage: jest.fn() }));

describe('Intl formatting for the active language', () => {
  beforeAll(() => initI18n('en'));

  it('formats numbers, dates and relative times in English', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatDate('2025-01-25T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe('January 25, 2025');
    const now = new Date('2025-01-25T12:00:00Z');
    expect(formatRelativeTime(new Date('2025-01-25T11:57:00Z'), now)).toBe('3 minutes ago');
    expect(formatRelativeTime(new Date('2025-01-24T12:00:00Z'), now)).toBe('yesterday');
    expect(formatRelativeTime(new Date('2025-01-25T14:00:00Z'), now)).toBe('in 2 hours');
  });

  it('follows a language change', async () => {
    await changeLanguage('de');
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatDate('2025-01-25T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe('25. Januar 2025');
    expect(formatRelativeTime(new Date('2025-01-24T12:00:00Z'), new Date('2025-01-25T12:00:00Z'))).toBe('gestern');
  });

  it('returns an empty string for invalid dates', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatRelativeTime('not a date')).toBe('');
  });
});
