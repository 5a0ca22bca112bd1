import { describe, expect, it } from 'vitest';
import { leadEventId, type LeadEventInput } from '../../../src/lib/forms/event-id.ts';

const base: LeadEventInput = { form: 'enquiry', isStepForm: false };

describe('leadEventId', () => {
  it.each<[string, Partial<LeadEventInput>, number]>([
    ['general enquiry', {}, 22],
    ['new car enquiry', { car_id: '1', car_type: 'new' }, 14],
    ['demo car enquiry', { car_id: '1', car_type: 'demo' }, 14],
    ['used car enquiry', { car_id: '1', car_type: 'used' }, 15],
    ['careers category', { category: 'Careers Enquiry' }, 51],
    ['careers form', { form: 'careers' }, 51],
    ['test drive', { form: 'test-drive' }, 17],
    ['used car test drive', { form: 'test-drive', car_id: '1', car_type: 'used' }, 48],
    [
      'test-drive-only used car',
      { form: 'test-drive', car_id: '1', car_type: 'used', test_drive_only: true },
      17,
    ],
    ['request photos of a used car', { form: 'request-photos', car_id: '1', car_type: 'used' }, 15],
    ['trade-in about a used car', { form: 'trade-in', car_id: '1', car_type: 'used' }, 22],
    ['subscribe', { form: 'subscribe' }, 22],
    ['step form', { form: 'finance', isStepForm: true }, 22],
    ['step form custom event', { form: 'finance', isStepForm: true, customEventId: 14 }, 14],
    ['step form unknown event', { form: 'finance', isStepForm: true, customEventId: 3 }, 22],
  ])('%s → %i', (_, input, id) => {
    expect(leadEventId({ ...base, ...input })).toBe(id);
  });
});
