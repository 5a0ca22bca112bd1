/**
 * The lead form island (formik, the shared yup schemas, React's form), downloaded once for
 * the page whichever way a form is first reached; a failed download (offline) is tried again
 * at the next need.
 */
import { downloadOnce } from '../../lib/loading/download-once.ts';

type MountLeadForm = (slot: HTMLElement, onReady?: (form: HTMLFormElement) => void) => void;

export const loadLeadFormIsland = downloadOnce(() =>
  import('./island/mount.tsx').then((module): MountLeadForm => module.mountLeadForm),
);
