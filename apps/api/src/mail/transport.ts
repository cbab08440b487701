import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailAddress } from '../config.ts';

/** A message ready to send; addresses are objects, never strings built from user input. */
export interface OutgoingMessage {
  /** The outbox row id, used for the .eml file name and a header. */
  id: number;
  /**
   * The same on every attempt at this outbox row (e.g. `<outbox-12.1764120000000@example.com>`): a
   * mail sent again because its sender died before recording the send is recognisably the same.
   */
  messageId?: string;
  from: MailAddress;
  to: MailAddress[];
  replyTo?: MailAddress | null;
  subject: string;
  text: string;
  html?: string | null;
}

export interface Mailer {
  kind: 'smtp' | 'file';
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

export interface MailerLog {
  info(obj: object, msg: string): void;
}

const toNodemailer = (m: OutgoingMessage) => ({
  from: m.from,
  to: m.to,
  ...(m.replyTo ? { replyTo: m.replyTo } : {}),
  subject: m.subject,
  text: m.text,
  ...(m.html ? { html: m.html } : {}),
  headers: { 'X-Contrail-Outbox-Id': String(m.id) },
  ...(m.messageId ? { messageId: m.messageId } : {}),
});

/** Sends over SMTP (`smtp://user:pass@host:port`, `smtps://…`). */
export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail(toNodemailer(message));
    },
    close: () => transport.close(),
  };
}

/** Writes each message as `<dir>/<id>.eml` (no SMTP server configured) and logs it. */
export function createFileMailer(dir: string, log?: MailerLog): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${String(message.id).padStart(6, '0')}.eml`);
      await writeFile(file, info.message as Buffer);
      log?.info(
        { file, to: message.to.map((a) => a.address), subject: message.subject },
        'mail written to the outbox folder (set SMTP_URL to send it)',
      );
    },
    close: () => transport.close(),
  };
}

export function createMailer(options: {
  smtpUrl: string | null;
  outboxDir: string;
  log?: MailerLog;
}): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl)
    : createFileMailer(options.outboxDir, options.log);
}
