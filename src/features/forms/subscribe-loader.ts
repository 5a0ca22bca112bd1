/**
 * The footer subscribe form's always-loaded part, kept tiny (the footer is on every page): it
 * notes when the page opened, and on submit hands the form to subscribe-enhance.ts, loaded
 * then (or when the shopper starts typing), which sends it by fetch and shows the answer. If
 * that cannot load, the form posts as plain HTML would.
 */
type Enhance = typeof import('./subscribe-enhance.ts');

const openedAt = Date.now();
let enhance: Promise<Enhance> | undefined;
const load = () => (enhance ??= import('./subscribe-enhance.ts'));

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-subscribe]')) {
  // Without JavaScript the browser's own checks guard the post; with it, the API's messages show.
  form.noValidate = true;
  form.addEventListener('focusin', () => void load().catch(() => undefined), { once: true });
  form.addEventListener('submit', (event) => {
    const elapsed = form.querySelector<HTMLInputElement>('[data-subscribe-elapsed]');
    if (elapsed) elapsed.value = String(Date.now() - openedAt);
    if (form.dataset['subscribeFallback']) return;
    event.preventDefault();
    load().then(
      (module) => module.submitSubscribe(form, openedAt),
      () => {
        form.dataset['subscribeFallback'] = 'true';
        form.requestSubmit();
      },
    );
  });
}
