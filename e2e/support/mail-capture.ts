import { createServer as createHttpServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable soft breaks and escapes decoded, for simple text assertions. */
  text: string;
  /** The message as it arrived (readableMail decodes it for any script). */
  raw: string;
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
          raw: Buffer.concat(chunks).toString('utf8'),
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

/** Quoted-printable (or an encoded word's Q) to text: the escapes are UTF-8 bytes. */
function quotedPrintable(value: string, underscores = false): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/i.exec(text.slice(i + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (underscores && text[i] === '_') bytes.push(32);
    else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A captured mail as a person reads it, whatever its script: the subject with its encoded words decoded
 * (RFC 2047), and each text part's body decoded from base64 or quoted-printable as UTF-8 (`text` decodes
 * escapes one byte a character, which is enough for English but not for German or Arabic).
 */
export function readableMail(mail: CapturedMail): { subject: string; body: string } {
  const [headers = ''] = mail.raw.split(/\r?\n\r?\n/);
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const header = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const subject = header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, value: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(value, 'base64').toString('utf8')
        : quotedPrintable(value, true),
    );
  const body = mail.raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .filter((part) => /content-type:\s*text\/(plain|html)/i.test(part))
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const content = rest.join('\n\n');
      return /content-transfer-encoding:\s*base64/i.test(head)
        ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
        : /content-transfer-encoding:\s*quoted-printable/i.test(head)
          ? quotedPrintable(content)
          : content;
    })
    .join('\n');
  return { subject, body };
}
