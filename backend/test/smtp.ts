import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

export interface LocalSmtp {
  url: string;
  /** Every message received so far, parsed. */
  received: ParsedMail[];
  /** The `nth` message (1-based) received for this address, once it has arrived. */
  mailTo(address: string, nth?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A local SMTP server (the `smtp-server` package) that keeps what it receives, parsed with mailparser. */
export async function startLocalSmtp(): Promise<LocalSmtp> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    mailTo: (address, nth = 1) =>
      eventually(() => {
        const mail = received.filter((m) => recipients(m).includes(address.toLowerCase()))[nth - 1];
        if (!mail) throw new Error(`mail #${nth} to ${address} has not arrived`);
        return mail;
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));
}

/** The verification token in a mail's link (`/verify-email?code=`). */
export function verificationToken(mail: ParsedMail): string {
  const match = /\/verify-email\?code=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no verification link in: ${mail.text}`);
  return match[1];
}
