import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackingBody } from '../../../src/lib/analytics/payload.ts';
import { createTracker, setTrackingTransport, track } from '../../../src/lib/analytics/track.ts';

describe('createTracker', () => {
  it('builds the body and hands it to the transport', () => {
    const sent: TrackingBody[] = [];
    const trackWith = createTracker({
      transport: (b) => (sent.push(b), true),
      path: () => '/cars/x',
    });
    expect(trackWith(39, { car_id: 1 })).toBe(true);
    expect(sent).toEqual([{ event: 'favourite_add', event_id: 39, path: '/cars/x', car_id: 1 }]);
  });

  it('sends an empty path when it has none, and no details when given none', () => {
    const sent: TrackingBody[] = [];
    createTracker({ transport: (b) => (sent.push(b), true) })(22);
    expect(sent).toEqual([{ event: 'general_enquiry', event_id: 22, path: '' }]);
  });

  it('drops unknown events without calling the transport', () => {
    const transport = vi.fn(() => true);
    const trackWith = createTracker({ transport });
    expect(trackWith(40 as never)).toBe(false);
    expect(transport).not.toHaveBeenCalled();
  });

  it('never throws, even when the transport or path does', () => {
    const throwing = createTracker({
      transport: () => {
        throw new Error('boom');
      },
    });
    expect(throwing(39)).toBe(false);
    const badPath = createTracker({
      transport: () => true,
      path: () => {
        throw new Error('no location');
      },
    });
    expect(badPath(39)).toBe(false);
  });

  it('passes on the transport answer', () => {
    expect(createTracker({ transport: () => false })(39)).toBe(false);
  });
});

describe('track (the site-wide tracker)', () => {
  afterEach(() => {
    setTrackingTransport(null);
    vi.unstubAllGlobals();
  });

  it('uses a transport set with setTrackingTransport', () => {
    const sent: TrackingBody[] = [];
    setTrackingTransport((b) => (sent.push(b), true));
    track(51, { category: 'General Enquiry' });
    expect(sent).toEqual([
      { event: 'careers_enquiry', event_id: 51, path: '', category: 'General Enquiry' },
    ]);
  });

  it('by default beacons to /api/track from the current page', () => {
    const beacons: [string, unknown][] = [];
    vi.stubGlobal('navigator', {
      sendBeacon: (url: string, data: unknown) => (beacons.push([url, data]), true),
    });
    vi.stubGlobal('location', { pathname: '/search/suv' });
    expect(track(39, { car_id: 3 })).toBe(true);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.[0]).toBe('/api/track');
  });

  it('after setTrackingTransport(null) goes back to the default', () => {
    const sent: TrackingBody[] = [];
    setTrackingTransport((b) => (sent.push(b), true));
    setTrackingTransport(null);
    const beacons: unknown[] = [];
    vi.stubGlobal('navigator', { sendBeacon: (url: string) => (beacons.push(url), true) });
    track(39);
    expect(sent).toEqual([]);
    expect(beacons).toEqual(['/api/track']);
  });
});
