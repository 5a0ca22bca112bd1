import { describe, expect, it } from 'vitest';
import { readSlotDays } from '../../../src/features/forms/island/test-drive-slots.ts';

describe('readSlotDays (GET /api/test-drive/slots answer)', () => {
  it('keeps days with slots, in order', () => {
    const body = {
      days: [
        {
          date: '2026-12-01',
          label: 'Tue 1 Dec',
          slots: [{ value: '2026-12-01T09:00', label: '9:00 am' }],
        },
        { date: '2026-12-02', label: 'Wed 2 Dec', slots: [] },
      ],
    };
    expect(readSlotDays(body)).toEqual([
      {
        date: '2026-12-01',
        label: 'Tue 1 Dec',
        slots: [{ value: '2026-12-01T09:00', label: '9:00 am' }],
      },
    ]);
  });

  it('labels a day by its date when it has no label, and drops malformed slots', () => {
    const body = {
      days: [{ date: '2026-12-03', slots: [{ value: 1 }, { value: 'x', label: 'X' }] }],
    };
    expect(readSlotDays(body)).toEqual([
      { date: '2026-12-03', label: '2026-12-03', slots: [{ value: 'x', label: 'X' }] },
    ]);
  });

  it('reads anything else as no days', () => {
    expect(readSlotDays(null)).toEqual([]);
    expect(readSlotDays({ days: 'soon' })).toEqual([]);
  });
});
