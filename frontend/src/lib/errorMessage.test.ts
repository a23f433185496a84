import { ErrorCode } from '@nova/protocol';
import { initI18n } from '../i18n';
import { ApiError } from './api';
import { errorMessage } from './errorMessage';

beforeAll(() => initI18n('en'));

describe('errorMessage', () => {
  it('translates API errors by their stable code', () => {
    const err = new ApiError(402, '{}', { code: ErrorCode.INSUFFICIENT_BALANCE, message: 'x' });
    expect(errorMessage(err)).toBe("You don't have enough coins for this.");
    expect(errorMessage(new ApiError(403, '{}', { code: ErrorCode.ADMIN_REQUIRED, message: 'x' }))).toBe('Admin privileges required');
  });

  it('reports unreachable servers as network errors and anything else generically', () => {
    expect(errorMessage(new ApiError(502, 'Bad Gateway'))).toBe("We couldn't reach Nova. Check your connection and try again.");
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe("We couldn't reach Nova. Check your connection and try again.");
    expect(errorMessage(new ApiError(418, 'teapot'))).toBe('Something went wrong. Please try again.');
    expect(errorMessage('weird')).toBe('Something went wrong. Please try again.');
  });
});
