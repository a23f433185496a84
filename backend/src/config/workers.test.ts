import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig, workerCount } from '.';

describe('WORKERS and DRAIN_SECONDS', () => {
  it('runs one worker per core in production, one process otherwise, and WORKERS wins', () => {
    expect(workerCount(loadConfig({ NODE_ENV: 'production', DB_ENGINE: 'emulator' }))).toBe(availableParallelism());
    expect(workerCount(loadConfig({ NODE_ENV: 'development' }))).toBe(1);
    expect(workerCount(loadConfig({ NODE_ENV: 'test' }))).toBe(1);
    expect(workerCount(loadConfig({ NODE_ENV: 'production', DB_ENGINE: 'emulator', WORKERS: '1' }))).toBe(1);
    expect(workerCount(loadConfig({ NODE_ENV: 'test', WORKERS: '3' }))).toBe(3);
  });

  it('drains over 5 s unless told otherwise, 0 included', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).DRAIN_SECONDS).toBe(5);
    expect(loadConfig({ NODE_ENV: 'test', DRAIN_SECONDS: '0' }).DRAIN_SECONDS).toBe(0);
  });

  it.each([
    ['WORKERS', '0'],
    ['WORKERS', '1.5'],
    ['WORKERS', 'many'],
    ['DRAIN_SECONDS', '-1'],
    ['DRAIN_SECONDS', 'soon'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(name);
  });
});
