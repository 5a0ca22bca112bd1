import { describe, expect, it } from 'vitest';
import { formDefinition } from '../../../src/lib/forms/definitions/index.ts';
import { validateLead } from '../../../src/lib/forms/lead-request.ts';
import {
  finalSubmitBody,
  initialMultiStep,
  multiStepReducer,
  needsSave,
  progressPercent,
  showsBack,
  skipTarget,
  stepButtonLabel,
  stepSaveBody,
  type MultiStepAction,
  type MultiStepState,
} from '../../../src/lib/forms/multi-step.ts';
import { AU_RULES } from './rules-fixtures.ts';

const run = (state: MultiStepState, ...actions: MultiStepAction[]) =>
  actions.reduce(multiStepReducer, state);

describe('multi-step card: moving between steps', () => {
  const start = initialMultiStep(4);

  it('starts on step one without a back button, reading Continue', () => {
    expect(start.index).toBe(0);
    expect(showsBack(start)).toBe(false);
    expect(stepButtonLabel(start)).toBe('Continue');
    expect(progressPercent(start)).toBe(0);
  });

  it('continues one step at a time and shows back after step one', () => {
    const second = run(start, { type: 'continue' });
    expect(second.index).toBe(1);
    expect(showsBack(second)).toBe(true);
    expect(progressPercent(second)).toBe(25);
  });

  it("reads 'Submit' (or the form's own text) on the last step, and goes no further", () => {
    const last = run(start, { type: 'continue' }, { type: 'continue' }, { type: 'continue' });
    expect(last.index).toBe(3);
    expect(stepButtonLabel(last)).toBe('Submit');
    expect(stepButtonLabel(last, 'Get Pre-Approved')).toBe('Get Pre-Approved');
    expect(run(last, { type: 'continue' })).toBe(last);
  });

  it('goes back to the previous step, never before the first', () => {
    expect(run(start, { type: 'continue' }, { type: 'back' }).index).toBe(0);
    expect(run(start, { type: 'back' }).index).toBe(0);
  });

  it('records a skip and goes back to its source', () => {
    const skipped = run(start, { type: 'continue', to: 3 });
    expect(skipped.index).toBe(3);
    expect(skipped.skips).toEqual([{ from: 0, to: 3 }]);
    const back = run(skipped, { type: 'back' });
    expect(back.index).toBe(0);
    expect(back.skips).toEqual([]);
  });

  it('ignores a skip target that is not ahead of the next step', () => {
    expect(run(start, { type: 'continue', to: 1 }).skips).toEqual([]);
    expect(run(start, { type: 'continue', to: 9 }).index).toBe(1);
  });

  it('reaches 100 percent when completed', () => {
    expect(progressPercent(run(start, { type: 'completed', leadId: 'L1' }))).toBe(100);
  });
});

describe('multi-step card: saving steps', () => {
  it('keeps the lead id and never saves a step twice', () => {
    let state = initialMultiStep(3);
    expect(needsSave(state)).toBe(true);
    state = run(
      state,
      { type: 'saved', stepIndex: 0, leadId: 'lead-1' },
      { type: 'saved', stepIndex: 0, leadId: 'lead-1' },
    );
    expect(state.leadId).toBe('lead-1');
    expect(state.savedSteps).toEqual([0]);
    expect(needsSave(state)).toBe(false);
    state = run(state, { type: 'continue' });
    expect(needsSave(state)).toBe(true);
    state = run(state, { type: 'back' });
    expect(needsSave(state)).toBe(false);
  });

  it('does not save the last step: it is submitted', () => {
    expect(needsSave(run(initialMultiStep(2), { type: 'continue' }))).toBe(false);
  });

  it('starts from a lead id kept from earlier', () => {
    expect(initialMultiStep(3, 'lead-9').leadId).toBe('lead-9');
  });
});

describe('finance pre-approval through the API rules', () => {
  const form = formDefinition('finance', AU_RULES);
  const steps = form.steps ?? [];
  const answers = {
    vehicle_type: 'Used car',
    car_in_mind: false,
    loan_amount: '25,000',
    loan_term: '5 years',
    employment_status: 'Retired',
    name: 'Jo',
    last_name: 'Citizen',
    email: 'jo@example.com',
    phone: '0412 555 012',
    postcode: '2000',
    'Car Insurance (check_option)': true,
    'Extended Warranty (check_option)': false,
    vehicle_type_radio_options: 'New car,Used car,Not sure yet',
    terms_agreed: true,
  };

  it('follows the skip past the employer step', () => {
    expect(skipTarget(steps[2], { employment_status: 'Retired' })).toBe(4);
    expect(skipTarget(steps[2], { employment_status: 'Full time' })).toBeUndefined();
    expect(skipTarget(steps[0], answers)).toBeUndefined();
  });

  it('saves the first step as an incomplete lead', () => {
    const body = stepSaveBody(form, initialMultiStep(steps.length), answers, {
      page_id: 'finance',
    });
    expect(body).toMatchObject({
      form: 'finance',
      lead_status: 'Incomplete',
      form_completed: false,
      step_number: 1,
      step_index: 0,
      progress: 0,
      skipped_steps: [],
      isLastStep: false,
    });
    const result = validateLead(body, AU_RULES);
    expect(result).toEqual({
      ok: true,
      lead: {
        form: 'finance',
        event_id: 22,
        lead_status: 'Incomplete',
        form_completed: false,
        step: { step_number: 1, step_index: 0, progress: 0, skipped_steps: [], isLastStep: false },
        fields: {
          page_id: 'finance',
          category: 'Finance Pre-Approval',
          vehicle_type: 'Used car',
          car_in_mind: false,
          terms_conditions: 'I have read and understood the Privacy Statement',
          additional_services: ['Car Insurance'],
        },
      },
    });
  });

  it("checks only the steps so far on a save, with the step's own messages", () => {
    const state = run(initialMultiStep(steps.length), { type: 'continue' });
    const result = validateLead(stepSaveBody(form, state, { vehicle_type: 'Used car' }), AU_RULES);
    expect(result).toMatchObject({
      ok: false,
      fields: {
        loan_amount: '*This is a required field.',
        loan_term: '*This is a required field.',
      },
    });
  });

  it('submits the completed lead with its lead id, skipping the employer step', () => {
    const state = run(
      initialMultiStep(steps.length),
      { type: 'saved', stepIndex: 0, leadId: 'lead-7' },
      { type: 'continue' },
      { type: 'continue' },
      { type: 'continue', to: 4 },
      { type: 'continue' },
    );
    expect(state.index).toBe(5);
    const result = validateLead(finalSubmitBody(form, state, answers, {}, 17), AU_RULES);
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    expect(result.lead).toMatchObject({
      lead_status: 'Complete',
      form_completed: true,
      lead_id: 'lead-7',
      event_id: 17,
      step: {
        step_number: 6,
        progress: 100,
        skipped_steps: [{ from: 2, to: 4 }],
        isLastStep: true,
      },
    });
    expect(result.lead.fields).not.toHaveProperty('employer_name');
    expect(result.lead.fields).not.toHaveProperty('vehicle_type_radio_options');
    expect(result.lead.fields).toMatchObject({ loan_amount: '25000', phone: '0412555012' });
  });

  it('requires the employer step when it was not skipped, and the terms', () => {
    const result = validateLead(
      finalSubmitBody(form, initialMultiStep(steps.length), {
        ...answers,
        employment_status: 'Full time',
        terms_agreed: false,
      }),
      AU_RULES,
    );
    expect(result).toMatchObject({
      ok: false,
      fields: {
        employer_name: '*This is a required field.',
        employment_length: '*This is a required field.',
        terms_agreed: '*This is a required field.',
      },
    });
  });

  it('defaults the event to 22 and ignores unknown custom events', () => {
    const state = initialMultiStep(steps.length);
    const employed = { ...answers, employer_name: 'Acme', employment_length: '1 to 2 years' };
    const unknown = validateLead(finalSubmitBody(form, state, employed, {}, 999), AU_RULES);
    expect(unknown.ok && unknown.lead.event_id).toBe(22);
    const none = validateLead(finalSubmitBody(form, state, employed), AU_RULES);
    expect(none.ok && none.lead.event_id).toBe(22);
  });

  it('rejects malformed step fields', () => {
    const body = {
      ...stepSaveBody(form, initialMultiStep(steps.length), answers),
      step_index: 40,
      lead_id: 'no spaces',
    };
    expect(validateLead(body, AU_RULES)).toMatchObject({
      ok: false,
      fields: { step_index: 'This value is not valid.', lead_id: 'This value is not valid.' },
    });
  });

  it('refuses an incomplete lead from a single-step form', () => {
    expect(validateLead({ form: 'contact', lead_status: 'Incomplete' }, AU_RULES)).toMatchObject({
      ok: false,
      fields: { lead_status: 'This value is not valid.' },
    });
  });
});
