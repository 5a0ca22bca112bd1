/**
 * A real SMTP server on a loopback port the OS picks (the `smtp-server` package), keeping every
 * message it accepts. It can refuse recipients or message data with a given reply code.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  from: string;
  to: string[];
  /** The message as sent, CRLF line ends. */
  raw: string;
}

export interface SmtpReceiverOptions {
  /** Refuse every RCPT TO with this reply code. */
  rejectRecipientsWith?: number;
  /** Accept the data, then refuse the message with this reply code. */
  rejectDataWith?: number;
  /** Require these credentials (AUTH over the plain loopback connection). */
  credentials?: { user: string; pass: string };
}

export interface SmtpReceiver {
  port: number;
  messages: ReceivedMessage[];
  close(): Promise<void>;
}

function refusal(responseCode: number): Error {
  return Object.assign(new Error(`Refused by the test server (${responseCode})`), { responseCode });
}

export async function startSmtpReceiver(options: SmtpReceiverOptions = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMessage[] = [];
  const { credentials } = options;
  const server = new SMTPServer({
    authOptional: !credentials,
    allowInsecureAuth: true,
    // No TLS on loopback: nodemailer would otherwise upgrade to the server's self-signed cert.
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials?.user && auth.password === credentials?.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Invalid credentials'), { responseCode: 535 }));
      }
    },
    onRcptTo(_address, _session, callback) {
      callback(options.rejectRecipientsWith ? refusal(options.rejectRecipientsWith) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.rejectDataWith) return callback(refusal(options.rejectDataWith));
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    messages,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
