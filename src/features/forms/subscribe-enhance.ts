import { MESSAGES } from '../../lib/forms/messages.ts';
import { saveStoredUser } from './island/stored-user-store.ts';
import { submissionKeys } from './island/submission-keys.ts';
import { submitLead } from './island/submit-lead.ts';
import type { LeadFormConfig } from './lead-form-config.ts';
import { SUCCESS_MESSAGES } from './success-messages.ts';

const keys = submissionKeys(() => crypto.randomUUID());

/** Shows each field's message under it, tied by aria-describedby; clears the others. */
function showFieldErrors(form: HTMLFormElement, messages: Record<string, string>): void {
  for (const input of form.querySelectorAll<HTMLInputElement>('.fc-field input')) {
    const errorId = `${input.id}-error`;
    document.getElementById(errorId)?.remove();
    const message = messages[input.name];
    input.toggleAttribute('aria-invalid', Boolean(message));
    if (!message) {
      input.removeAttribute('aria-describedby');
      continue;
    }
    input.setAttribute('aria-invalid', 'true');
    const note = document.createElement('p');
    note.className = 'fc-field-error';
    note.id = errorId;
    note.textContent = message;
    input.after(note);
    input.setAttribute('aria-describedby', errorId);
  }
  const first = [...form.querySelectorAll<HTMLInputElement>('.fc-field input')].find(
    (input) => messages[input.name],
  );
  first?.focus();
}

function showResult(
  form: HTMLFormElement,
  kind: 'error' | 'success',
  title: string,
  detail?: string | null,
): void {
  const box = form.querySelector<HTMLElement>('[data-subscribe-result]');
  if (!box) return;
  const alert = document.createElement('div');
  alert.className = `fc-alert fc-alert--${kind}`;
  alert.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  const icon = kind === 'error' ? '⚠' : '✓';
  const lines = [title, detail].filter((line): line is string => Boolean(line));
  alert.innerHTML = `<span aria-hidden="true">${icon}</span><div></div>`;
  const body = alert.querySelector('div');
  for (const line of lines) {
    const p = document.createElement('p');
    p.textContent = line;
    body?.append(p);
  }
  box.replaceChildren(alert);
}

function setSubmitting(form: HTMLFormElement, submitting: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('[data-subscribe-submit]');
  if (!button) return;
  button.dataset['label'] ??= button.textContent ?? '';
  button.disabled = submitting;
  button.innerHTML = submitting
    ? '<span class="fc-form-spinner" aria-hidden="true"></span> Loading'
    : '';
  if (!submitting) button.textContent = button.dataset['label'];
}

/**
 * Sends the subscribe form (Contract 1) and shows the result inline. The fields are checked by
 * the API with the shared schema and refused ones come back by name (422): the footer is on
 * every page, so it does not carry the schema library for a form most visitors never use.
 */
export async function submitSubscribe(form: HTMLFormElement, openedAt: number): Promise<void> {
  const json = form.querySelector('script[data-subscribe-config]')?.textContent;
  if (!json) return;
  const config = JSON.parse(json) as LeadFormConfig;
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') values[name] = value.trim();
  showFieldErrors(form, {});
  const { fc_elapsed_ms: _elapsed, ...lead } = values;
  const body = { ...config.fixed, ...lead, form: 'subscribe' };
  setSubmitting(form, true);
  const outcome = await submitLead(
    { ...body, fc_elapsed_ms: Date.now() - openedAt },
    keys.keyFor(JSON.stringify(body)),
  );
  setSubmitting(form, false);
  if (outcome.kind === 'accepted') {
    saveStoredUser(config.site, lead);
    form.reset();
    const message = SUCCESS_MESSAGES.subscribe;
    showResult(form, 'success', message.heading, message.next);
    return;
  }
  if (outcome.kind === 'invalid') showFieldErrors(form, outcome.fields);
  showResult(
    form,
    'error',
    MESSAGES.submitFailed,
    outcome.kind === 'step-saved' ? null : outcome.error,
  );
}
