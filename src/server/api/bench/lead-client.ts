/**
 * Posts bench leads to the API as a tenant's own pages do: JSON to /api/leads on the tenant's
 * host, with its origin and the lead's Idempotency-Key, over keep-alive connections.
 */
import { Agent, request } from 'node:http';
import type { BenchLead } from './bench-leads.ts';

export interface LeadAnswer {
  /** The HTTP status, or null when no answer came (refused, reset, timed out). */
  status: number | null;
  leadId?: string;
  /** The network error's code, or the answer's `error`. */
  error?: string;
}

export interface LeadClient {
  /** The API's port; the kill bench moves it when a restart cannot take the old one. */
  port: number;
  post(lead: BenchLead): Promise<LeadAnswer>;
  close(): void;
}

/** Long enough for a loaded machine; a lead not answered by then is retried or counted. */
const REQUEST_TIMEOUT_MS = 10_000;

export function createLeadClient(port: number): LeadClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const client: LeadClient = {
    port,
    post: (lead) => postLead(agent, client.port, lead),
    close: () => agent.destroy(),
  };
  return client;
}

function postLead(agent: Agent, port: number, lead: BenchLead): Promise<LeadAnswer> {
  const payload = JSON.stringify(lead.body);
  const host = `${lead.tenant}.localhost:${port}`;
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/leads',
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'idempotency-key': lead.key,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ status: null, error: error.code ?? error.message }),
        );
        res.on('end', () => resolve(answerOf(res.statusCode ?? 0, Buffer.concat(chunks))));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: null, error: error.code ?? error.message }),
    );
    req.end(payload);
  });
}

function answerOf(status: number, body: Buffer): LeadAnswer {
  let parsed: { lead_id?: unknown; error?: unknown } = {};
  try {
    parsed = JSON.parse(body.toString('utf8')) as typeof parsed;
  } catch {
    // A non-JSON answer (a proxy's page) still has its status.
  }
  return {
    status,
    ...(typeof parsed.lead_id === 'string' ? { leadId: parsed.lead_id } : {}),
    ...(typeof parsed.error === 'string' ? { error: parsed.error } : {}),
  };
}
