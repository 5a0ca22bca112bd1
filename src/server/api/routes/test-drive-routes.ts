import type { FastifyInstance } from 'fastify';
import { testDriveSlots } from '../../../lib/test-drive/index.ts';
import { ApiError } from '../app/index.ts';
import type { Store } from '../store/index.ts';
import { tenantOf } from './tenant-context.ts';

export interface TestDriveRouteOptions {
  store: Store;
  clock: () => Date;
}

/**
 * `GET /api/test-drive/slots?location=<id or slug>`: the times a test drive can be booked at
 * a location, from its opening and special hours, less the drives already booked there.
 * Never cached: a booking takes its slot at once.
 */
export function testDriveRoutes(app: FastifyInstance, options: TestDriveRouteOptions): void {
  app.get<{ Querystring: { location?: string } }>(
    '/api/test-drive/slots',
    async (request, reply) => {
      const tenant = await tenantOf(request);
      const wanted = request.query.location;
      if (!wanted) throw new ApiError(400, 'Name the location: ?location=<id or slug>');
      const location = tenant.location(wanted);
      if (!location?.test_drives) {
        throw new ApiError(404, 'No test drives are booked at that location');
      }
      const bookings = await options.store.testDriveBookings(
        tenant.dealer.slug,
        String(location.id),
      );
      const days = testDriveSlots({
        openingHours: location.opening_hours,
        specialHours: location.special_hours,
        bookings,
        now: options.clock(),
        timeZone: location.time_zone,
      });
      return reply.header('cache-control', 'no-store').send({
        location: { id: location.id, name: location.name },
        time_zone: location.time_zone,
        days: days.map((day) => ({
          date: day.date,
          label: day.label,
          slots: day.slots.map((slot) => ({ value: slot.dateTime, label: slot.label })),
        })),
      });
    },
  );
}
