import { LANGUAGE_CODES } from '@nova/protocol';
import { MAIL_TEXTS } from './messages';
import { PASSWORD_RESET_MAIL_TEXTS } from './passwordResetMessages';
import { renderMail } from './templates';

const link = 'https://shop.test/reset-password?code=abc';

describe('password reset mails', () => {
  it('exist in every language, translated, with every placeholder filled and user text escaped in HTML', () => {
    expect(Object.keys(PASSWORD_RESET_MAIL_TEXTS).sort()).toEqual([...LANGUAGE_CODES].sort());
    const english = JSON.stringify(PASSWORD_RESET_MAIL_TEXTS.en);
    for (const lang of LANGUAGE_CODES) {
      if (lang !== 'en') expect({ lang, copied: JSON.stringify(PASSWORD_RESET_MAIL_TEXTS[lang]) === english }).toEqual({ lang, copied: false });
      for (const template of [
        { kind: 'passwordReset', username: '<b>Zed</b>', link, minutes: 30 },
        { kind: 'passwordResetGoogle', username: 'Zed', link: 'https://shop.test/' },
        { kind: 'passwordResetDone', username: 'Zed' },
      ] as const) {
        const mail = renderMail('z@x.test', template, lang);
        expect({ lang, kind: template.kind, leftover: /\{\w+\}/.test(mail.text + mail.html + mail.subject) }).toEqual({
          lang,
          kind: template.kind,
          leftover: false,
        });
        expect(mail.html).not.toContain('<b>Zed</b>');
        expect(mail.text).toContain(MAIL_TEXTS[lang].signature);
        if ('link' in template) expect(mail.text).toContain(template.link);
        if ('minutes' in template) expect(mail.text).toContain('30');
      }
    }
    expect(renderMail('z@x.test', { kind: 'passwordResetDone', username: 'Zed' }, 'ar').html).toContain('dir="rtl"');
    expect(renderMail('z@x.test', { kind: 'passwordReset', username: 'Zed', link, minutes: 30 }, null).subject).toMatch(/^Reset your password/);
  });
});
