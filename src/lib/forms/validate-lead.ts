import { carFieldsSchema } from './car-fields.ts';
import { fieldsOfSteps, formDefinition } from './definitions/index.ts';
import type { FormDefinition } from './definitions/form-definition.ts';
import { leadEventId } from './event-id.ts';
import type { FieldDefinition } from './fields.ts';
import { isFormKind } from './form-kind.ts';
import type { LeadStep, LeadValue, NormalisedLead } from './lead-request.ts';
import { isCheckOptionField, rewriteCategory, splitSpecialFields } from './lead-values.ts';
import { MESSAGES } from './messages.ts';
import { normaliseFieldValues } from './normalise-values.ts';
import type { FormRules } from './rules.ts';
import { schemaForFields } from './schema.ts';
import { stepStateSchema, visitedSteps, type StepState } from './step-state.ts';
import { validateSyncOrMessages } from './validation-errors.ts';

export type LeadValidation =
  { ok: true; lead: NormalisedLead } | { ok: false; error: string; fields: Record<string, string> };

const STEP_KEYS = [
  'lead_status',
  'lead_id',
  'skipped_steps',
  'step_number',
  'step_index',
  'progress',
  'isLastStep',
  'customEvent',
] as const;

/** At most this many additional services, each at most this long. */
const MAX_SERVICES = 20;
const MAX_SERVICE_LENGTH = 100;

function failure(fields: Record<string, string>): LeadValidation {
  return { ok: false, error: MESSAGES.submitFailed, fields };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pick(body: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in body).map((key) => [key, body[key]]));
}

/** The form a body names, as the general or car variant its car fields ask for. */
function definitionFor(body: Record<string, unknown>, rules: FormRules): FormDefinition | null {
  const kind = body['form'];
  if (!isFormKind(kind)) return null;
  const carId = body['car_id'];
  const hasCar = (typeof carId === 'string' && carId.trim() !== '') || typeof carId === 'number';
  const carType =
    body['car_type'] === 'used' || body['car_type'] === 'demo' ? body['car_type'] : 'new';
  return formDefinition(kind, rules, hasCar ? { car_type: carType } : undefined);
}

function servicesFrom(posted: unknown, ticked: string[]): string[] | 'invalid' {
  if (posted === undefined) return ticked;
  const list = Array.isArray(posted) ? (posted as unknown[]) : [posted];
  if (!list.every((item) => typeof item === 'string')) return 'invalid';
  const all = [...new Set([...(list as string[]).map((item) => item.trim()), ...ticked])].filter(
    Boolean,
  );
  if (all.length > MAX_SERVICES || all.some((item) => item.length > MAX_SERVICE_LENGTH))
    return 'invalid';
  return all;
}

/** The fields to validate: a multi-step form's visited steps, every field otherwise. */
function fieldsToCheck(form: FormDefinition, state: StepState | null): FieldDefinition[] {
  const fields =
    form.steps && state
      ? fieldsOfSteps(
          form,
          visitedSteps(
            form.steps.length,
            state.skipped_steps,
            state.lead_status === 'Incomplete' ? state.step_index : form.steps.length - 1,
          ),
        )
      : [...form.fields];
  // (check_option) fields become additional_services before validation.
  return fields.filter((field) => !isCheckOptionField(field.name));
}

function stepOf(form: FormDefinition, state: StepState): LeadStep {
  const complete = state.lead_status === 'Complete';
  const count = form.steps?.length ?? 1;
  return {
    step_number: complete ? count : (state.step_number ?? state.step_index + 1),
    step_index: complete ? count - 1 : state.step_index,
    progress: complete ? 100 : (state.progress ?? 0),
    skipped_steps: state.skipped_steps,
    isLastStep: complete || state.step_index === count - 1,
  };
}

/**
 * Validates a posted lead with the same schema the form used, and normalises it (spec §5):
 * *_radio_options dropped, ticked (check_option) fields collected into additional_services,
 * Careers Enquiry rewritten, phone numbers as national digits, the event id chosen. Unknown
 * fields and the anti-spam fields (fc_hp, fc_elapsed_ms; the API checks those itself) are
 * left out. Pure and synchronous: the islands and the API run it alike.
 */
export function validateLead(body: unknown, rules: FormRules): LeadValidation {
  if (!isRecord(body)) return failure({});
  const form = definitionFor(body, rules);
  if (!form) return failure({ form: MESSAGES.unknownForm });

  const { rest, services } = splitSpecialFields(body);
  const stepCheck = form.steps
    ? validateSyncOrMessages(stepStateSchema(form.steps.length), pick(rest, STEP_KEYS))
    : null;
  const state =
    stepCheck && 'value' in stepCheck ? (stepCheck.value as unknown as StepState) : null;
  if (!form.steps && rest['lead_status'] === 'Incomplete') {
    return failure({ lead_status: MESSAGES.invalid });
  }

  const fields = fieldsToCheck(form, state);
  const fieldCheck = validateSyncOrMessages(schemaForFields(fields, rules), rest);
  const carCheck = validateSyncOrMessages(carFieldsSchema(form.car === 'required'), rest);
  const additional = servicesFrom(rest['additional_services'], services);
  const messages = {
    ...(stepCheck && 'messages' in stepCheck ? stepCheck.messages : {}),
    ...('messages' in carCheck ? carCheck.messages : {}),
    ...('messages' in fieldCheck ? fieldCheck.messages : {}),
    ...(additional === 'invalid' ? { additional_services: MESSAGES.invalid } : {}),
  };
  if (
    !('value' in fieldCheck) ||
    !('value' in carCheck) ||
    additional === 'invalid' ||
    (stepCheck && !state)
  ) {
    return failure(messages);
  }

  const values: Record<string, LeadValue> = {
    ...normaliseFieldValues(carCheck.value, [], rules),
    ...normaliseFieldValues(fieldCheck.value, fields, rules),
    ...(additional.length > 0 ? { additional_services: additional } : {}),
  };
  const lead = rewriteCategory(values) as Record<string, LeadValue>;
  const status = state?.lead_status ?? 'Complete';
  const eventId = leadEventId({
    form: form.kind,
    category: typeof values['category'] === 'string' ? values['category'] : undefined,
    car_id: typeof lead['car_id'] === 'string' ? lead['car_id'] : undefined,
    car_type: typeof lead['car_type'] === 'string' ? lead['car_type'] : undefined,
    test_drive_only: lead['test_drive_only'] === true,
    customEventId: state?.customEvent?.eventId,
    isStepForm: Boolean(form.steps),
  });
  return {
    ok: true,
    lead: {
      form: form.kind,
      event_id: eventId,
      lead_status: status,
      form_completed: status === 'Complete',
      ...(state?.lead_id ? { lead_id: state.lead_id } : {}),
      ...(state ? { step: stepOf(form, state) } : {}),
      fields: lead,
    },
  };
}
