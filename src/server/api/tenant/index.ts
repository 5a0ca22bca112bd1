/** The API's view of each dealer: the tenant data file the build writes (contract 5). */
export { loadTenantData, TenantDataError } from './load-tenant-data.ts';
export type { TenantCar, TenantData } from './tenant-data.ts';
export type { TenantFormOptions, TenantDealer, TenantLocation } from './tenant-format.ts';
export { TENANT_DATA_FILE } from './tenant-format.ts';
export { emitTenantData } from './emit-tenant-data.ts';
export { leadDestinations, webhookSecrets } from './lead-destinations.ts';
export type { DisabledWebhook, Env, LeadDestination, LeadSubject } from './lead-destinations.ts';
