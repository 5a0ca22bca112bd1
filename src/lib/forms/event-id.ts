import { EVENT_IDS, isTrackEvent } from '../analytics/events.ts';
import type { FormKind } from './form-kind.ts';

/** What the event id of a lead depends on. */
export interface LeadEventInput {
  form: FormKind;
  category?: string | undefined;
  car_id?: string | undefined;
  car_type?: string | undefined;
  test_drive_only?: boolean | undefined;
  /** A multi-step form's own event (§7: customEvent {eventId, default 22}). */
  customEventId?: number | undefined;
  isStepForm: boolean;
}

/** §5 "Category rewrite": the category that makes a careers enquiry. */
export const CAREERS_CATEGORY = 'Careers Enquiry';

/**
 * §9 "Events": careers 51; a step form's custom event (22 by default); test drives 17 for
 * test-drive-only cars and 48 for used ones (17 otherwise); car enquiries 14 new (demo
 * included) and 15 used; everything else a general enquiry, 22.
 */
export function leadEventId(lead: LeadEventInput): number {
  if (lead.form === 'careers' || lead.category === CAREERS_CATEGORY) return EVENT_IDS.careers;
  if (lead.isStepForm) {
    const custom = lead.customEventId;
    return isTrackEvent(custom) && typeof custom === 'number' ? custom : EVENT_IDS.generalEnquiry;
  }
  const used = lead.car_type === 'used';
  if (lead.form === 'test-drive') {
    return used && !lead.test_drive_only ? EVENT_IDS.usedCarTestDrive : EVENT_IDS.testDrive;
  }
  if ((lead.form === 'enquiry' || lead.form === 'request-photos') && lead.car_id) {
    return used ? EVENT_IDS.usedCarEnquiry : EVENT_IDS.newCarEnquiry;
  }
  return EVENT_IDS.generalEnquiry;
}
