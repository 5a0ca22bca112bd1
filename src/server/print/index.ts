/** The printable car on the platform: its data files at build time, its PDF on request. */
export { CAR_NOT_LISTED, printRoutes, type PrintRouteOptions } from './pdf-route.ts';
export { emitPrintableCars, type EmittedPrintableCars } from './emit-printable-cars.ts';
