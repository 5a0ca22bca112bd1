import { describe, expect, it } from 'vitest';
import { trackingBody } from '../../../src/lib/analytics/payload.ts';
import {
  TRACK_URL,
  beaconTransport,
  type TransportGlobals,
} from '../../../src/lib/analytics/transport.ts';

const body = trackingBody(39, { car_id: 101 }, { path: '/search' });

interface Sent {
  url: string;
  data: unknown;
}

function beacon(result: boolean | 'throw') {
  const sent: Sent[] = [];
  return {
    sent,
    navigator: {
      sendBeacon(url: string, data?: BodyInit | null) {
        sent.push({ url, data });
        if (result === 'throw') throw new TypeError('blocked');
        return result;
      },
    },
  };
}

function fetcher(behaviour: 'resolve' | 'reject' | 'throw' = 'resolve') {
  const calls: { url: string; init: RequestInit }[] = [];
  return {
    calls,
    fetch(url: string, init: RequestInit): Promise<unknown> {
      calls.push({ url, init });
      if (behaviour === 'throw') throw new TypeError('no fetch');
      return behaviour === 'reject'
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ ok: true });
    },
  };
}

describe('beaconTransport', () => {
  it('posts to /api/track by default', () => expect(TRACK_URL).toBe('/api/track'));

  it('sends a JSON blob with sendBeacon and does not fetch', async () => {
    const b = beacon(true);
    const f = fetcher();
    const ok = beaconTransport({ navigator: b.navigator, fetch: f.fetch, Blob })(body);
    expect(ok).toBe(true);
    expect(b.sent).toHaveLength(1);
    expect(b.sent[0]?.url).toBe('/api/track');
    const blob = b.sent[0]?.data as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(body);
    expect(f.calls).toHaveLength(0);
  });

  it('sends the JSON text when there is no Blob', () => {
    const b = beacon(true);
    beaconTransport({ navigator: b.navigator })(body);
    expect(JSON.parse(b.sent[0]?.data as string)).toEqual(body);
  });

  it.each([false, 'throw'] as const)(
    'falls back to fetch with keepalive when the beacon answers %s',
    (result) => {
      const b = beacon(result);
      const f = fetcher();
      const ok = beaconTransport({ navigator: b.navigator, fetch: f.fetch, Blob }, '/custom')(body);
      expect(ok).toBe(true);
      expect(f.calls).toHaveLength(1);
      expect(f.calls[0]?.url).toBe('/custom');
      expect(f.calls[0]?.init).toMatchObject({
        method: 'POST',
        keepalive: true,
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(JSON.parse(f.calls[0]?.init.body as string)).toEqual(body);
    },
  );

  it('uses fetch when there is no sendBeacon', () => {
    const f = fetcher();
    expect(beaconTransport({ navigator: {}, fetch: f.fetch })(body)).toBe(true);
    expect(f.calls).toHaveLength(1);
  });

  it('swallows a failed fetch (tracking never breaks the page)', async () => {
    const f = fetcher('reject');
    expect(beaconTransport({ fetch: f.fetch })(body)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('reports false when fetch throws or nothing can send', () => {
    expect(beaconTransport({ fetch: fetcher('throw').fetch })(body)).toBe(false);
    expect(beaconTransport({})(body)).toBe(false);
  });

  it('pushes a copy of the body to dataLayer when a tag manager installed one', () => {
    const globals: TransportGlobals = {
      navigator: beacon(true).navigator,
      dataLayer: [] as unknown[],
    };
    beaconTransport(globals)(body);
    expect(globals.dataLayer).toEqual([body]);
    expect((globals.dataLayer as unknown[])[0]).not.toBe(body);
  });

  it('reads dataLayer when sending, so one installed after load still gets events', () => {
    const globals: TransportGlobals = { navigator: beacon(true).navigator };
    const send = beaconTransport(globals);
    globals.dataLayer = [];
    send(body);
    expect(globals.dataLayer).toHaveLength(1);
  });

  it('ignores a dataLayer that is not a list, or whose push throws', () => {
    const b = beacon(true);
    expect(beaconTransport({ navigator: b.navigator, dataLayer: { push: 1 } })(body)).toBe(true);
    const broken = Object.assign([], {
      push: () => {
        throw new Error('gtm');
      },
    });
    expect(beaconTransport({ navigator: b.navigator, dataLayer: broken })(body)).toBe(true);
    expect(b.sent).toHaveLength(2);
  });
});
