import { ERROR_STATUS, ErrorCode, errorStatus, isServerFault } from './errors';

describe('ERROR_STATUS', () => {
  const codes = Object.values(ErrorCode);

  it('gives every error code exactly one status, and names no code that does not exist', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...codes].sort());
    for (const code of codes) expect(typeof ERROR_STATUS[code]).toBe('number');
  });

  it.each(codes)('%s answers with a 4xx or 5xx status', (code) => {
    const status = errorStatus(code);
    expect(Number.isInteger(status)).toBe(true);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
  });

  it('tells server faults from problems with the request', () => {
    expect(isServerFault(ErrorCode.INTERNAL)).toBe(true);
    expect(isServerFault(ErrorCode.PAYMENT_PROVIDER_ERROR)).toBe(true);
    expect(isServerFault(ErrorCode.VALIDATION_FAILED)).toBe(false);
    expect(isServerFault(ErrorCode.RATE_LIMITED)).toBe(false);
  });
});
