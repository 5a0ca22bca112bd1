// The spec's own field names for locations and opening hours are accepted beside ours and
// folded into ours at parse time; a clash or an unreadable value names the file and field.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DealerConfigError, parseDealer, type Dealer } from '../../../src/lib/config/index.ts';
import { parseFormattedHours } from '../../../src/lib/config/hours.ts';

const FILE = 'dealers/kestrel-bay-subaru/dealer.json';
type Raw = Record<string, unknown> & { locations: Record<string, unknown>[] };

function kestrel(): Raw {
  return JSON.parse(readFileSync(FILE, 'utf8')) as Raw;
}

/** Kestrel's file with its first location changed by `edit`. */
function withFirstLocation(edit: (location: Record<string, unknown>) => void): Raw {
  const raw = kestrel();
  const first = raw.locations[0];
  if (!first) throw new Error('kestrel has no location');
  edit(first);
  return raw;
}

function contactOf(location: Record<string, unknown>) {
  return location.contact_detail as { opening_hours: Record<string, unknown>[] };
}

function withMonday(entry: Record<string, unknown>): Raw {
  return withFirstLocation((l) => {
    const hours = contactOf(l).opening_hours.filter((h) => h.weekday !== 1);
    contactOf(l).opening_hours = [...hours, { weekday: 1, ...entry }];
  });
}

function mondayOf(dealer: Dealer) {
  return dealer.locations[0]?.contact_detail.opening_hours.find((h) => h.weekday === 1);
}

function problems(raw: unknown): string[] {
  try {
    parseDealer(raw, FILE);
  } catch (error) {
    if (error instanceof DealerConfigError) {
      expect(error.message.startsWith(`${FILE}:`)).toBe(true);
      return [...error.problems];
    }
    throw error;
  }
  throw new Error('the dealer parsed, but it should not');
}

const MONDAY = 'locations[0].contact_detail.opening_hours[6]';

describe('opening hour entry', () => {
  it('reads open and close as start_hour and end_hour', () => {
    const monday = mondayOf(
      parseDealer(withMonday({ status: 'Open', open: '08:15', close: '17:45' }), FILE),
    );
    expect(monday).toEqual({ weekday: 1, status: 'Open', start_hour: '08:15', end_hour: '17:45' });
  });

  it('reads formated_hours (the spec spelling) as the times', () => {
    const monday = mondayOf(
      parseDealer(withMonday({ status: 'Open', formated_hours: '8:30am - 5:30pm' }), FILE),
    );
    expect(monday).toEqual({ weekday: 1, status: 'Open', start_hour: '08:30', end_hour: '17:30' });
  });

  it('accepts every name at once when they agree, and keeps only ours', () => {
    const entry = {
      status: 'Open',
      start_hour: '09:00',
      end_hour: '17:00',
      open: '09:00',
      close: '17:00',
      formated_hours: '9am - 5pm',
    };
    expect(mondayOf(parseDealer(withMonday(entry), FILE))).toEqual({
      weekday: 1,
      status: 'Open',
      start_hour: '09:00',
      end_hour: '17:00',
    });
  });

  it('accepts "Closed" as formated_hours of a closed day', () => {
    const monday = mondayOf(
      parseDealer(withMonday({ status: 'Closed', formated_hours: 'Closed' }), FILE),
    );
    expect(monday).toEqual({ weekday: 1, status: 'Closed' });
  });

  it('names the field that disagrees', () => {
    expect(
      problems(
        withMonday({ status: 'Open', start_hour: '08:30', end_hour: '17:00', open: '09:00' }),
      ),
    ).toEqual([`${MONDAY}.open: gives 09:00, but start_hour is 08:30`]);
    expect(
      problems(
        withMonday({ status: 'Open', close: '17:00', open: '09:00', formated_hours: '9am - 6pm' }),
      ),
    ).toEqual([`${MONDAY}.formated_hours: gives 18:00, but close is 17:00`]);
  });

  it('refuses formated_hours it cannot read, or that contradicts the status', () => {
    expect(problems(withMonday({ status: 'Open', formated_hours: 'mornings' }))).toEqual([
      `${MONDAY}.formated_hours: must read like "8:30am - 5:30pm" or "Closed"`,
    ]);
    expect(problems(withMonday({ status: 'Open', formated_hours: 'Closed' }))).toEqual([
      `${MONDAY}.formated_hours: says "Closed" but status is "Open"`,
    ]);
    expect(problems(withMonday({ status: 'Closed', formated_hours: '9am - 5pm' }))).toEqual([
      `${MONDAY}.formated_hours: gives hours but status is "Closed"`,
    ]);
  });

  it('still needs times for an open day, under any name', () => {
    expect(problems(withMonday({ status: 'Open', open: '09:00' }))).toEqual([
      `${MONDAY}: an Open day needs start_hour and end_hour (or open and close, or formated_hours)`,
    ]);
    expect(problems(withMonday({ status: 'Open', open: '9am', close: '17:00' }))).toEqual([
      `${MONDAY}.open: must be a 24-hour time such as "08:30"`,
    ]);
  });
});

describe('parseFormattedHours', () => {
  it.each([
    ['8:30am - 5:30pm', '08:30', '17:30'],
    ['8:30 AM – 5:30 PM', '08:30', '17:30'],
    ['8am-5pm', '08:00', '17:00'],
    ['08:30 - 17:30', '08:30', '17:30'],
    ['7.30am to 12pm', '07:30', '12:00'],
    ['12am - 11:59pm', '00:00', '23:59'],
  ])('reads "%s"', (text, start, end) => {
    expect(parseFormattedHours(text)).toEqual({ start, end });
  });

  it.each(['Closed', ' closed ', 'CLOSED'])('reads "%s" as closed', (text) => {
    expect(parseFormattedHours(text)).toBe('closed');
  });

  it.each([
    '',
    'By appointment',
    '9am',
    '9am - 5pm - 7pm',
    '13pm - 5pm',
    '0am - 5pm',
    '24:00 - 17:00',
    '9:75 - 17:00',
  ])('refuses "%s"', (text) => {
    expect(parseFormattedHours(text)).toBe('unreadable');
  });
});

describe('location reviews {average_rating, count}', () => {
  it('become average_rating and review_count', () => {
    const raw = withFirstLocation((l) => {
      delete l.average_rating;
      delete l.review_count;
      l.reviews = { average_rating: 4.6, count: 212 };
    });
    const location = parseDealer(raw, FILE).locations[0];
    expect(location?.average_rating).toBe(4.6);
    expect(location?.review_count).toBe(212);
    expect(location).not.toHaveProperty('reviews');
  });

  it('must agree with average_rating and review_count when both are given', () => {
    const raw = withFirstLocation((l) => {
      l.average_rating = 4.5;
      l.review_count = 10;
      l.reviews = { average_rating: 4.6, count: 11 };
    });
    expect(problems(raw)).toEqual([
      'locations[0].reviews.average_rating: gives 4.6, but average_rating is 4.5',
      'locations[0].reviews.count: gives 11, but review_count is 10',
    ]);
  });

  it('are checked like the other ratings', () => {
    const raw = withFirstLocation((l) => {
      l.reviews = { average_rating: 6, count: 1 };
    });
    expect(problems(raw)).toEqual([
      'locations[0].reviews.average_rating: Too big: expected number to be <=5',
    ]);
  });
});

describe('address longitude spelt lang (spec)', () => {
  function withAddress(edit: (address: Record<string, unknown>) => void): Raw {
    return withFirstLocation((l) => edit(l.address as Record<string, unknown>));
  }

  it('is read as lng', () => {
    const raw = withAddress((a) => {
      delete a.lng;
      a.lang = 151.3918;
    });
    const address = parseDealer(raw, FILE).locations[0]?.address;
    expect(address?.lng).toBe(151.3918);
    expect(address).not.toHaveProperty('lang');
  });

  it('is read from the sample dealer that spells it so', () => {
    const raw = kestrel();
    const written = raw.locations[0]?.address as { lang?: number; lng?: number };
    expect(written.lang).toBeTypeOf('number');
    expect(written.lng).toBeUndefined();
    expect(parseDealer(raw, FILE).locations[0]?.address.lng).toBe(written.lang);
  });

  it('must agree with lng when both are given', () => {
    const raw = withAddress((a) => {
      a.lang = 151.2;
      a.lng = 151.3;
    });
    expect(problems(raw)).toEqual(['locations[0].address.lang: gives 151.2, but lng is 151.3']);
  });

  it('is required under one name or the other', () => {
    const raw = withAddress((a) => {
      delete a.lng;
      delete a.lang;
    });
    expect(problems(raw)).toEqual([
      "locations[0].address.lng: needs the longitude (lng, or the spec's lang)",
    ]);
  });

  it('is range-checked under the spec name too', () => {
    const raw = withAddress((a) => {
      delete a.lng;
      a.lang = 200;
    });
    expect(problems(raw)).toEqual([
      'locations[0].address.lang: Too big: expected number to be <=180',
    ]);
  });
});
