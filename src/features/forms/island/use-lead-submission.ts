import { useRef, useState } from 'react';
import { HONEYPOT_FIELD } from './Honeypot.tsx';
import type { LeadOutcome } from './lead-answer.ts';
import { submissionKeys } from './submission-keys.ts';
import { submitLead } from './submit-lead.ts';

/**
 * One opening of a form: its Idempotency-Keys, the honeypot's value and the moment it opened
 * (Contract 1's fc_elapsed_ms: the API refuses a form sent faster than a person could). The
 * key follows the lead's own fields, not the elapsed time, so resending the same lead after a
 * failure reuses its key and the server can answer it once.
 */
export function useLeadSubmission() {
  const openedAt = useRef(Date.now());
  const keys = useRef(submissionKeys(() => crypto.randomUUID()));
  const [honeypot, setHoneypot] = useState('');
  const send = (body: Record<string, unknown>): Promise<LeadOutcome> => {
    const lead = { ...body, [HONEYPOT_FIELD]: honeypot };
    const key = keys.current.keyFor(JSON.stringify(lead));
    return submitLead({ ...lead, fc_elapsed_ms: Date.now() - openedAt.current }, key);
  };
  return { honeypot, setHoneypot, send };
}
