import { randomBytes } from 'node:crypto';
import type { AcceptLeadInput, LeadDestination } from '../../../src/server/api/store/index.ts';

export const DESTINATIONS: LeadDestination[] = [
  { key: 'email', destination: { kind: 'email', to: ['sales@example.test'] } },
  { key: 'crm', destination: { kind: 'webhook', url: 'http://127.0.0.1:9/hook', secret: 'CRM' } },
];

export function uniqueTenant(): string {
  return `dealer-${randomBytes(4).toString('hex')}`;
}

/** A shopper's enquiry about a car, as the forms validate it. */
export function enquiry(tenant: string, name = 'Alex'): AcceptLeadInput {
  return {
    tenant,
    form: 'enquiry',
    eventId: 15,
    status: 'complete',
    fields: {
      name,
      last_name: 'Nguyen',
      email: 'alex@example.test',
      phone: '0412555012',
      postcode: '2000',
      category: 'Used Car Enquiry',
      message: 'Is it still available?',
    },
    car: { id: 'c1', name: '2019 Subaru Forester 2.5i-S', stocknum: 'S123', year: 2019 },
    destinations: DESTINATIONS,
  };
}

/** One step of a multi-step finance form. */
export function financeStep(
  tenant: string,
  stepNumber: number,
  status: 'complete' | 'incomplete',
  leadId?: string,
): AcceptLeadInput {
  return {
    tenant,
    form: 'finance',
    eventId: 22,
    status,
    fields: { name: 'Sam', email: 'sam@example.test', step_seen: stepNumber },
    car: null,
    step: {
      stepNumber,
      progress: status === 'complete' ? 100 : (stepNumber / 3) * 100,
      skippedSteps: stepNumber > 2 ? [{ from: 1, to: 3 }] : [],
    },
    ...(leadId ? { leadId } : {}),
    destinations: DESTINATIONS,
  };
}
