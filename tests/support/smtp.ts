import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  /** The message's headers, unfolded, with encoded words (an Arabic subject) decoded; its plain-text body. */
  headers: string;
  text: string;
}

export interface LocalSmtp {
  port: number;
  messages: CaughtMail[];
  /** Waits until a message matching `match` has arrived, and returns it. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  stop(): Promise<void>;
}

/** The body of a single-part message, undoing quoted-printable or base64 transfer encoding. */
function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Adjacent RFC 2047 encoded words (`=?UTF-8?B?…?=`), decoded together: a character may span two. */
function decodeWords(run: string): string {
  const bytes = [...run.matchAll(/=\?utf-8\?([bq])\?([^?]*)\?=/gi)].map(([, kind, text = '']) =>
    kind!.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            ),
          'latin1',
        ),
  );
  return Buffer.concat(bytes).toString('utf8');
}

const readableHeaders = (raw: string) =>
  raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?[bq]\?[^?]*\?=(?:[ \t]*=\?utf-8\?[bq]\?[^?]*\?=)*/gi, decodeWords);

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every message it is
 * sent: the tests' stand-in for the company's mail server.
 */
export async function startSmtp(port = 0): Promise<LocalSmtp> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.indexOf('\r\n\r\n');
        const headers = raw.slice(0, split);
        messages.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          headers: readableHeaders(headers),
          text: decodeBody(headers, raw.slice(split + 4)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    // The port asked for, or the one the system picked (0): a restart listens on it again.
    port: (server.server.address() as AddressInfo).port,
    messages,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find(match);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
