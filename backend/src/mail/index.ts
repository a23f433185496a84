import type { AppContext, DomainModule } from '../context';
import { renderMail, type MailTemplate } from './templates';
import { Mailer } from './transport';
import type { LanguageCode } from '@nova/protocol';

const mailers = new WeakMap<AppContext, Mailer>();

/** The server's mailer, created on first use. */
export function mailer(ctx: AppContext): Mailer {
  let m = mailers.get(ctx);
  if (!m) {
    m = new Mailer(ctx);
    mailers.set(ctx, m);
  }
  return m;
}

/**
 * Renders a template in the recipient's language and sends it in the background: a failed delivery is logged,
 * never failing the request that caused it (the account page can send verification links again).
 */
export function sendMail(ctx: AppContext, to: string, template: MailTemplate, language: LanguageCode | null): void {
  const { kind } = template;
  mailer(ctx)
    .send(renderMail(to, template, language))
    .then(
      () => ctx.bus.emit('mail.sent', { kind, at: ctx.clock.now() }),
      (err: unknown) => {
        ctx.logger.error({ err, to, kind }, 'sending mail failed');
        ctx.bus.emit('mail.failed', { kind, at: ctx.clock.now() });
      },
    );
}

/** Outgoing mail: templates in every language, SMTP or the dev outbox (the start-up log says which). */
export const mailModule: DomainModule = {
  name: 'mail',
  async start(ctx) {
    const m = mailer(ctx);
    ctx.logger.info({ mail: m.describe() }, `outgoing mail goes to ${m.describe()}`);
    return async () => m.close();
  },
};

export type { MailTemplate } from './templates';
