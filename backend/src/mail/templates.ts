import { DEFAULT_LANGUAGE, PRODUCT_NAME, RTL_LANGUAGES, type LanguageCode } from '@nova/protocol';
import { MAIL_TEXTS } from './messages';
import { PASSWORD_RESET_MAIL_TEXTS } from './passwordResetMessages';

/** A message ready for the transport. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every mail the shop sends, with the values each one needs. */
export type MailTemplate =
  | { kind: 'verify'; username: string; email: string; link: string }
  | { kind: 'newEmail'; username: string; email: string; link: string }
  | { kind: 'passwordChanged'; username: string }
  | { kind: 'passwordReset'; username: string; link: string; minutes: number }
  | { kind: 'passwordResetGoogle'; username: string; link: string }
  | { kind: 'passwordResetDone'; username: string };

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

const fill = (text: string, values: Record<string, string>, escape: (v: string) => string = (v) => v): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? escape(values[key] ?? '') : match));

/** Renders a template in a language (English when the language is unknown) as plain text and HTML. */
export function renderMail(to: string, template: MailTemplate, language: LanguageCode | null): OutgoingMail {
  const lang = language && language in MAIL_TEXTS ? language : DEFAULT_LANGUAGE;
  const words = { ...MAIL_TEXTS[lang], ...PASSWORD_RESET_MAIL_TEXTS[lang] };
  const values: Record<string, string> = {
    username: template.username,
    ...('email' in template ? { email: template.email } : {}),
    ...('minutes' in template ? { minutes: String(template.minutes) } : {}),
  };
  const part = words[template.kind];
  const paragraphs = 'notYou' in part ? [part.intro, part.notYou] : [part.intro];
  const closing = 'ignore' in part ? part.ignore : null;
  const link = 'link' in template ? template.link : null;
  const button = 'button' in part ? part.button : null;

  const text = [
    fill(words.greeting, values),
    '',
    ...paragraphs.map((p) => fill(p, values)),
    ...(link && button ? ['', `${button}: ${link}`] : []),
    ...(closing ? ['', closing] : []),
    '',
    `— ${words.signature}`,
  ].join('\n');

  const dir = RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr';
  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(part.subject)}</title></head>
<body style="margin:0;padding:24px;background:#09080f;color:#f3f1ff;font:16px/1.5 system-ui,'Segoe UI','Noto Sans',sans-serif">
<div style="max-width:520px;margin:0 auto;background:#12101c;border:1px solid #2c2842;border-radius:16px;padding:28px">
<p style="margin:0 0 8px;font-weight:700;font-size:20px">${escapeHtml(PRODUCT_NAME)}</p>
<p>${fill(escapeHtml(words.greeting), values, escapeHtml)}</p>
${paragraphs.map((p) => `<p>${fill(escapeHtml(p), values, escapeHtml)}</p>`).join('\n')}
${
  link && button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:12px;background:#8b5cf6;color:#fff;font-weight:700;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:13px;color:#a6a1c4">${escapeHtml(words.linkHint)}<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>`
    : ''
}
${closing ? `<p style="font-size:13px;color:#a6a1c4">${escapeHtml(closing)}</p>` : ''}
<p style="font-size:13px;color:#a6a1c4">— ${escapeHtml(words.signature)}</p>
</div></body></html>`;

  return { to, subject: `${fill(part.subject, values)} · ${PRODUCT_NAME}`, text, html };
}
