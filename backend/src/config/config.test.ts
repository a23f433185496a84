import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, configSchema, loadConfig } from '.';

describe('config', () => {
  it('applies embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DB_ENGINE).toBe('auto');
    expect(config.SOCIAL_LINKS.length).toBeGreaterThan(0);
  });

  it('treats empty strings as unset, as in a copied .env.example', () => {
    expect(loadConfig({ PORT: '', MONGODB_URI: '' }).MONGODB_URI).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DB_ENGINE: 'oracle', SOCIAL_LINKS: 'x=ftp://nope' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const { problems } = err as ConfigError;
      expect(problems.join('\n')).toMatch(/PORT/);
      expect(problems.join('\n')).toMatch(/DB_ENGINE/);
      expect(problems.join('\n')).toMatch(/SOCIAL_LINKS/);
    }
  });

  it('documents every setting in .env.example', () => {
    const example = readFileSync(join(__dirname, '..', '..', '..', '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    const missing = Object.keys(configSchema.shape).filter((key) => !listed.has(key));
    expect(missing).toEqual([]);
  });
});

describe('config rules across settings', () => {
  it('requires JWT_SECRET in production with an external database', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db/' })).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production' }).JWT_SECRET).toBeUndefined();
  });

  it('refuses a battle reveal pace below the production minimum in production only', () => {
    expect(loadConfig({}).BATTLE_ROUND_MS).toBe(4000);
    expect(loadConfig({ NODE_ENV: 'test', BATTLE_ROUND_MS: '200' }).BATTLE_ROUND_MS).toBe(200);
    expect(() => loadConfig({ NODE_ENV: 'production', BATTLE_ROUND_MS: '500' })).toThrow(/BATTLE_ROUND_MS/);
    expect(() => loadConfig({ BATTLE_ROUND_MS: '50' })).toThrow(/BATTLE_ROUND_MS/);
  });

  it('wants the first admin email and password together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
  });
});
