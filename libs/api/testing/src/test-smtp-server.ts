import net from 'node:net';
import { freePort } from './free-port';
import { closeAtEnd } from './open-resources';
import { SMTPServer, SMTPServerAddress } from 'smtp-server';

/** One message as the test SMTP server received it, with the headers and parts decoded. */
export interface ReceivedMail {
  raw: string;
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string[]>;
  header(name: string): string | undefined;
  messageId: string;
  subject: string;
  from: string;
  to: string;
  replyTo: string | undefined;
  text: string;
  html: string;
}

/** Answer for one RCPT TO: undefined accepts; otherwise the SMTP reply code and text. */
export type RcptVerdict = { code: number; message: string } | undefined;

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*(?==\?)?/g, (_m, _charset: string, enc: string, text: string) => {
    if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

function parseHeaders(block: string): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  const unfolded = block.replace(/\r\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\r\n')) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    (headers[name] ??= []).push(decodeWords(line.slice(i + 1).trim()));
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable': {
      const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    default:
      return body;
  }
}

function splitEntity(raw: string): { headers: Record<string, string[]>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  return at < 0 ? { headers: parseHeaders(raw), body: '' } : { headers: parseHeaders(raw.slice(0, at)), body: raw.slice(at + 4) };
}

function collectParts(raw: string, out: { text: string; html: string }): void {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type']?.[0] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\r\n/, ''), out);
    }
    return;
  }
  // SMTP carries CRLF line ends; tests compare with the \n the templates were written with.
  const decoded = decodeBody(body, headers['content-transfer-encoding']?.[0]).replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(type)) out.html += decoded;
  else if (/^text\/plain/i.test(type)) out.text += decoded;
}

export function parseMessage(raw: string, envelope: { from: string; to: string[] } = { from: '', to: [] }): ReceivedMail {
  const { headers } = splitEntity(raw);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  const header = (name: string) => headers[name.toLowerCase()]?.[0];
  return {
    raw,
    envelopeFrom: envelope.from,
    envelopeTo: envelope.to,
    headers,
    header,
    messageId: header('message-id') ?? '',
    subject: header('subject') ?? '',
    from: header('from') ?? '',
    to: header('to') ?? '',
    replyTo: header('reply-to'),
    text: parts.text,
    html: parts.html,
  };
}

/**
 * A real SMTP server on 127.0.0.1 for tests. It can be stopped and started again on the same port
 * (an outage), and `onRcpt` can answer a recipient with any reply code (e.g. 451 or 550).
 */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  onRcpt: (address: string) => RcptVerdict = () => undefined;
  /** Pause before answering DATA (a slow server). */
  dataDelayMs = 0;
  /** Cut the connection once a message for these recipients starts to arrive, before any reply. */
  dropDuringData: (to: string[]) => boolean = () => false;
  private server: SMTPServer | null = null;
  private readonly sockets = new Set<net.Socket>();

  private constructor(readonly port: number) {}

  static async create(options: { start?: boolean } = {}): Promise<TestSmtpServer> {
    const server = new TestSmtpServer(await freePort());
    // stop() may be called again by the test (a server stopped and started again stays registered).
    closeAtEnd(() => server.stop());
    if (options.start !== false) await server.start();
    return server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== null;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // Pooled client connections must not hold up stop() (default 30 s).
      closeTimeout: 100,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        const verdict = this.onRcpt(address.address);
        if (!verdict) return callback();
        const error = new Error(verdict.message) as Error & { responseCode: number };
        error.responseCode = verdict.code;
        return callback(error);
      },
      onData: (stream, session, callback) => {
        if (this.dropDuringData(session.envelope.rcptTo.map((r) => r.address))) {
          stream.once('data', () => {
            for (const socket of this.sockets) if (socket.remotePort === session.remotePort) socket.destroy();
          });
          return;
        }
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const accept = () => {
            this.messages.push(parseMessage(raw, { from, to: session.envelope.rcptTo.map((r) => r.address) }));
            callback();
          };
          if (this.dataDelayMs > 0) setTimeout(accept, this.dataDelayMs);
          else accept();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    server.server.on('connection', (socket: net.Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  byMessageId(messageId: string): ReceivedMail[] {
    return this.messages.filter((m) => m.messageId === messageId);
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.envelopeTo.includes(address));
  }
}

/** Polls `check` until it returns a truthy value or the time is up. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 10_000, stepMs = 25): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`waitFor: condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
