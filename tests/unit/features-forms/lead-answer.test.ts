import { describe, expect, it } from 'vitest';
import { readLeadAnswer } from '../../../src/features/forms/island/lead-answer.ts';

describe('readLeadAnswer (Contract 1 answers)', () => {
  it('reads 201 as an accepted lead with its id and event', () => {
    expect(readLeadAnswer(201, { lead_id: 'ld_1', event_id: 15 })).toEqual({
      kind: 'accepted',
      leadId: 'ld_1',
      eventId: 15,
    });
  });

  it('reads 200 as a saved step, keeping a numeric lead id as text', () => {
    expect(readLeadAnswer(200, { lead_id: 42 })).toEqual({ kind: 'step-saved', leadId: '42' });
  });

  it('never claims success without a lead id', () => {
    expect(readLeadAnswer(201, {})).toEqual({
      kind: 'failed',
      error: null,
      retryAfterSeconds: null,
    });
    expect(readLeadAnswer(200, null).kind).toBe('failed');
  });

  it('reads 422 field messages, keeping only non-blank text', () => {
    const answer = readLeadAnswer(422, {
      error: 'Please check the form',
      fields: { email: 'invalid email address', phone: '', name: 3 },
    });
    expect(answer).toEqual({
      kind: 'invalid',
      error: 'Please check the form',
      fields: { email: 'invalid email address' },
    });
  });

  it('reads other errors with the server error and a 429 Retry-After', () => {
    expect(readLeadAnswer(429, { error: 'Too many requests' }, '30')).toEqual({
      kind: 'failed',
      error: 'Too many requests',
      retryAfterSeconds: 30,
    });
    expect(readLeadAnswer(500, 'not json', 'soon')).toEqual({
      kind: 'failed',
      error: null,
      retryAfterSeconds: null,
    });
  });
});
