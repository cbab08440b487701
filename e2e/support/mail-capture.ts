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
