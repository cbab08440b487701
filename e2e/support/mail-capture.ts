import { createServer as createHttpServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes decoded, for simple text assertions. */
  text: string;
  receivedAt: string;
}

/** Decodes quoted-printable bodies well enough for assertions on the text a person would read. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server for browser tests: the app sends its mail here over SMTP; tests read what arrived
 * from a small HTTP endpoint (GET /mails, DELETE /mails).
 */
export async function startMailCapture(
  smtpPort: number,
  httpPort: number,
): Promise<{ close: () => Promise<void> }> {
  const mails: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const http: Server = createHttpServer((req, res) => {
    if (req.method === 'DELETE') mails.length = 0;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return {
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/**
 * A captured mail as a person reads it, whatever its script: the subject with its encoded words decoded
 * (RFC 2047), and each text part's body decoded from base64 or quoted-printable as UTF-8 (`text` keeps the
 * bytes of a quoted-printable body one character each, which is enough for ASCII but not for German or Arabic).
 */
export function readableMail(mail: CapturedMail): { subject: string; body: string } {
  const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');
  const header = /^Subject:((?:.*)(?:\r?\n[ \t].*)*)/im.exec(mail.text)?.[1] ?? '';
  const subject = header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, value: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(value, 'base64').toString('utf8')
        : utf8(
            value
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
          ),
    )
    .trim();
  const parts = mail.text.split(/\r?\n--[^\r\n]+\r?\n/);
  const body = parts
    .filter((part) => /content-type:\s*text\/(plain|html)/i.test(part))
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const content = rest.join('\n\n');
      return /content-transfer-encoding:\s*base64/i.test(head)
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
        : utf8(content);
    })
    .join('\n');
  return { subject, body };
}
