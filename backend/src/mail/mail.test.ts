import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '@nova/protocol';
import { loadConfig } from '../config';
import { systemClock, type AppContext } from '../context';
import { createLogger } from '../core/logger';
import { eventually } from '../../test/eventually';
import { MAIL_TEXTS } from './messages';
import { renderMail } from './templates';
import { Mailer } from './transport';

const link = 'https://shop.test/verify-email?code=abc';

describe('mail templates', () => {
  it('exist in every language, with every placeholder filled and user text escaped in HTML', () => {
    expect(Object.keys(MAIL_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const lang of LANGUAGE_CODES) {
      for (const template of [
        { kind: 'verify', username: '<b>Zed</b>', email: 'z@x.test', link },
        { kind: 'newEmail', username: 'Zed', email: 'new@x.test', link },
        { kind: 'passwordChanged', username: 'Zed' },
      ] as const) {
        const mail = renderMail('z@x.test', template, lang);
        expect({ lang, leftover: /\{\w+\}/.test(mail.text + mail.html + mail.subject) }).toEqual({ lang, leftover: false });
        expect(mail.html).not.toContain('<b>Zed</b>');
        if ('link' in template) expect(mail.text).toContain(link);
      }
    }
    expect(renderMail('z@x.test', { kind: 'passwordChanged', username: 'Zed' }, 'ar').html).toContain('dir="rtl"');
    expect(renderMail('z@x.test', { kind: 'passwordChanged', username: 'Zed' }, null).subject).toMatch(/^Your password was changed/);
  });
});

describe('the dev outbox (no SMTP_URL)', () => {
  const contextFor = (dataDir: string | null): AppContext =>
    ({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      logger: createLogger('silent'),
      clock: systemClock,
      dataDir,
    }) as unknown as AppContext;

  it('writes each message as a private .eml file under DATA_DIR/outbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nova-outbox-'));
    try {
      const mailer = new Mailer(contextFor(dir));
      expect(mailer.describe()).toBe(`the dev outbox ${join(dir, 'outbox')}`);
      await mailer.send(renderMail('who@x.test', { kind: 'verify', username: 'Who', email: 'who@x.test', link }, 'en'));
      const files = await eventually(() => readdirSync(join(dir, 'outbox')).filter((f) => f.endsWith('.eml')));
      expect(files).toHaveLength(1);
      const file = join(dir, 'outbox', files[0]!);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(join(dir, 'outbox')).mode & 0o777).toBe(0o700);
      expect(readFileSync(file, 'utf8')).toMatch(/^To: who@x\.test$/m);
      mailer.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps messages in memory when DATA_DIR is :memory:', async () => {
    const mailer = new Mailer(contextFor(null));
    await mailer.send(renderMail('mem@x.test', { kind: 'passwordChanged', username: 'Mem' }, 'ja'));
    expect(mailer.memoryOutbox).toHaveLength(1);
    expect(mailer.memoryOutbox[0]).toMatchObject({ to: 'mem@x.test', subject: expect.stringMatching(/パスワード/) });
    expect(mailer.memoryOutbox[0]?.raw).toMatch(/^Subject: /m);
    mailer.close();
  });
});
