import type { FormikProps } from 'formik';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { FieldDefinition } from '../../../lib/forms/fields.ts';
import { controlValues } from '../../../lib/forms/page-values.ts';
import type { FormValues } from './form-values.ts';
import { HONEYPOT_FIELD } from './Honeypot.tsx';

/** What a form's controls hold now, by field name (lib/forms/page-values.ts reads them). */
export function readPageControls(
  form: HTMLFormElement,
  fields: readonly FieldDefinition[],
): Record<string, string | boolean> {
  return controlValues(fields, (name) => {
    const item = form.elements.namedItem(name);
    if (item instanceof HTMLInputElement) {
      if (item.type === 'checkbox') return { kind: 'checkbox', checked: item.checked };
      if (item.type === 'radio') return { kind: 'value', value: item.checked ? item.value : '' };
      return { kind: 'value', value: item.value };
    }
    if (
      item instanceof RadioNodeList ||
      item instanceof HTMLSelectElement ||
      item instanceof HTMLTextAreaElement
    )
      return { kind: 'value', value: item.value };
    return null;
  });
}

export interface PageValuesOptions {
  /**
   * A server-rendered form: the island has just hydrated the page's own controls with the
   * values the page was built with; this gives the values to continue with instead.
   */
  adopt?: ((form: HTMLFormElement, built: FormValues) => FormValues) | undefined;
  /** Called once the form is drawn with its values (a submit pressed early is sent then). */
  onReady?: ((form: HTMLFormElement) => void) | undefined;
}

/**
 * A form's first moments in the browser. A server-rendered form takes on what its controls
 * already hold (what the shopper typed before the code arrived, a honeypot a bot filled), so
 * nothing typed is lost; then the form says it is ready.
 */
export function usePageValues(
  formRef: RefObject<HTMLFormElement | null>,
  formik: Pick<FormikProps<FormValues>, 'setValues' | 'values'>,
  setHoneypot: (value: string) => void,
  options: PageValuesOptions,
): void {
  // The first draw's options and values: this runs once, for the form's first moments.
  const first = useRef({ ...options, built: formik.values });
  const [adopted, setAdopted] = useState(false);
  useLayoutEffect(() => {
    const form = formRef.current;
    const { adopt, built } = first.current;
    if (form && adopt) {
      void formik.setValues(adopt(form, built), false);
      const trap = form.elements.namedItem(HONEYPOT_FIELD);
      if (trap instanceof HTMLInputElement && trap.value) setHoneypot(trap.value);
    }
    setAdopted(true);
    // Once, on the first draw: later draws are the island's own.
  }, []);
  useEffect(() => {
    const form = formRef.current;
    if (adopted && form) first.current.onReady?.(form);
  }, [adopted, formRef]);
}
