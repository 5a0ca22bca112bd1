/**
 * The build's clock. Pages that each read the time while a build runs could disagree about
 * which offers are current, or which day it is when the build crosses midnight. The build
 * script fixes one moment in FORECOURT_BUILD_TIME for the whole build (or keeps one set
 * beforehand, to rebuild a site as of that moment); outside a build it is the time now.
 */
export const BUILD_TIME_ENV = 'FORECOURT_BUILD_TIME';

export function buildNow(env: NodeJS.ProcessEnv = process.env): Date {
  const fixed = env[BUILD_TIME_ENV];
  if (!fixed) return new Date();
  const time = new Date(fixed);
  if (Number.isNaN(time.getTime())) {
    throw new Error(`${BUILD_TIME_ENV} must be an ISO date and time, got "${fixed}"`);
  }
  return time;
}
