import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { maskPhone } from '../../../lib/auth/index.ts';
import type { SmsLog, SmsMessage, SmsSender } from './types.ts';

export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

/**
 * With no SMS provider configured, each message is written to the server log (the number
 * masked) and appended as one JSON line, `{ at, tenant, to, body }`, to
 * `<dataDir>/sms-outbox.jsonl`: the platform works with nothing set up, a developer reads
 * their code there, and end-to-end tests read it from the file.
 */
export function outboxSmsSender(options: {
  dataDir: string;
  log: SmsLog;
  clock?: () => Date;
}): SmsSender {
  const file = path.join(options.dataDir, SMS_OUTBOX_FILE);
  const clock = options.clock ?? (() => new Date());
  return {
    description: `SMS written to ${path.relative(process.cwd(), file) || file} (no SMS_PROVIDER)`,
    async send(message: SmsMessage) {
      const line = { at: clock().toISOString(), ...message };
      await mkdir(options.dataDir, { recursive: true });
      // One write per line, under PIPE_BUF: concurrent appends never interleave.
      await appendFile(file, `${JSON.stringify(line)}\n`);
      // A warning: the message reached no phone. ('body' is a field the log always redacts.)
      options.log.warn(
        { tenant: message.tenant, to: maskPhone(message.to), sms_text: message.body },
        'sms: no SMS provider configured; the message is in the SMS outbox file',
      );
    },
  };
}
