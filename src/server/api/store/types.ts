import type { JobStatus, LeadStatus } from './database.ts';
import type { JsonObject } from './json.ts';

export type { JobStatus, LeadStatus } from './database.ts';
export type { JsonObject, JsonValue } from './json.ts';

/** Where a multi-step form was when it saved the lead. */
export interface LeadStep {
  stepNumber: number;
  /** Percent of steps done (100 when completed). */
  progress: number;
  skippedSteps: ReadonlyArray<{ from: number; to: number }>;
}

export interface StoredLead {
  /** 'lead_' and 26 random base32 characters. */
  id: string;
  tenant: string;
  form: string;
  status: LeadStatus;
  eventId: number;
  /** The normalised lead, as validated. */
  fields: JsonObject;
  /** The car of interest as it was when the lead came in, if any. */
  car: JsonObject | null;
  step: LeadStep | null;
  /** ISO 8601 UTC. */
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface DeliveryJob {
  /** The stable delivery id: the same on every attempt, so a receiver can deduplicate. */
  id: string;
  leadId: string;
  tenant: string;
  /** Names the destination within the tenant's config; endpoints are disabled by it. */
  destinationKey: string;
  destination: JsonObject;
  status: JobStatus;
  /** Attempts started so far (a claim counts one). */
  attempts: number;
  nextAttemptAt: string;
  leaseUntil: string | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
  /** When the retry window opened: creation, or the last retry by hand. */
  windowStartAt: string;
}

/** A job the outbox worker holds a lease on, with the lead it delivers. */
export interface ClaimedJob extends DeliveryJob {
  lead: StoredLead;
}

/** What the API answered: replayed as it was for a repeated Idempotency-Key. */
export interface LeadAnswer {
  statusCode: number;
  body: JsonObject;
}

export interface LeadDestination {
  key: string;
  /** Any JSON-serialisable object; read back as JSON. */
  destination: object;
}

interface AcceptLeadFields {
  tenant: string;
  form: string;
  eventId: number;
  /** The normalised lead; any JSON-serialisable object. */
  fields: object;
  car: object | null;
  status: LeadStatus;
  /** A lead id from an earlier step: that incomplete lead of the same tenant is updated. */
  leadId?: string;
  step?: LeadStep;
  /** Given whenever the lead may complete; jobs are created only when it does. */
  destinations: ReadonlyArray<LeadDestination>;
}

/** An Idempotency-Key always comes with the hash of the request it was first sent with. */
type Idempotency =
  | { idempotencyKey: string; requestHash: string }
  | { idempotencyKey?: undefined; requestHash?: undefined };

export type AcceptLeadInput = AcceptLeadFields & Idempotency;

export type AcceptLeadResult =
  /** Committed (or, with replay, committed earlier): send `answer`. */
  | { kind: 'accepted'; leadId: string; replay: boolean; answer: LeadAnswer }
  /** The Idempotency-Key was used before with another request body. */
  | { kind: 'idempotency-conflict' }
  /** The step lead was completed already; a completed lead never changes. */
  | { kind: 'already-complete'; leadId: string };

export interface ListLeadsOptions {
  status?: LeadStatus;
  /** Leads created at or after this moment. */
  since?: Date;
  limit?: number;
}

export interface ClaimOptions {
  now: Date;
  limit: number;
  leaseMs: number;
}

/** Jobs to put back in the queue by hand; at least one selector. */
export interface RetrySelector {
  leadIds?: readonly string[];
  jobIds?: readonly string[];
  /** Every dead or disabled job of this tenant. */
  tenant?: string;
}
