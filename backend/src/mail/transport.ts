import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppContext } from '../context';
import type { OutgoingMail } from './templates';

/** A message as the dev outbox keeps it in memory (DATA_DIR=:memory:). */
export interface OutboxMessage extends OutgoingMail {
  raw: string;
  at: Date;
}

/**
 * Sends mail through SMTP_URL (nodemailer), or, without it, into the dev outbox: one `.eml` file per message in
 * DATA_DIR/outbox (0600 in a 0700 folder), or a list in memory when DATA_DIR is `:memory:`.
 */
export class Mailer {
  private readonly transport: Transporter;
  /** Messages kept in memory (memory-only dev outbox). */
  readonly memoryOutbox: OutboxMessage[] = [];

  constructor(private readonly ctx: AppContext) {
    this.transport = ctx.config.SMTP_URL
      ? nodemailer.createTransport(ctx.config.SMTP_URL)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Where mail goes, for the start-up log. */
  describe(): string {
    if (this.ctx.config.SMTP_URL) return `SMTP ${new URL(this.ctx.config.SMTP_URL).host}`;
    return this.outboxDir() ? `the dev outbox ${this.outboxDir()}` : 'the in-memory dev outbox (DATA_DIR=:memory:)';
  }

  /** The dev outbox folder, or null (SMTP, or memory only). */
  outboxDir(): string | null {
    if (this.ctx.config.SMTP_URL || !this.ctx.dataDir) return null;
    return join(this.ctx.dataDir, 'outbox');
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info: { message?: unknown } = await this.transport.sendMail({ from: this.ctx.config.MAIL_FROM, ...mail });
    if (this.ctx.config.SMTP_URL) return;
    const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : String(info.message ?? '');
    const dir = this.outboxDir();
    if (!dir) {
      this.memoryOutbox.push({ ...mail, raw, at: this.ctx.clock.now() });
      if (this.memoryOutbox.length > 200) this.memoryOutbox.shift();
      return;
    }
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
    await writeFile(file, raw, { mode: 0o600, flag: 'wx' });
    this.ctx.logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the dev outbox');
  }

  close(): void {
    this.transport.close();
  }
}
