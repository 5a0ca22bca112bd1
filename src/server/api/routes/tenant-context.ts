import type { FastifyRequest } from 'fastify';
import { formRulesFrom, type FormRules } from '../../../lib/forms/index.ts';
import { ApiError } from '../app/index.ts';
import { loadTenantData, TenantDataError, type TenantData } from '../tenant/index.ts';

/**
 * The dealer a request is for, with its API data. Leads, slots and tracking belong to a
 * dealer's site: on the platform's own host there is none (404), and a site built without
 * its tenant data file cannot take leads (503, the file named in the log, not the answer).
 */
export async function tenantOf(request: FastifyRequest): Promise<TenantData> {
  if (!request.tenant) throw new ApiError(404, 'This endpoint answers on a dealer site');
  try {
    return await loadTenantData(request.tenant.siteRoot);
  } catch (error) {
    if (!(error instanceof TenantDataError)) throw error;
    request.log.error({ file: error.file }, 'tenant data unreadable: rebuild the site');
    throw new ApiError(503, 'This site cannot take requests right now');
  }
}

/**
 * The form rules of a dealer, exactly as its pages build them (src/features/forms): the
 * visible locations are the choices a shopper may make.
 */
export function formRulesOf(tenant: TenantData): FormRules {
  const { form_options: options } = tenant;
  return {
    ...formRulesFrom(options, tenant.dealer.country, options.trade_in_hidden_field),
    locations: tenant.locations
      .filter((location) => location.visible)
      .map((location) => ({ value: String(location.id), label: location.name })),
  };
}
