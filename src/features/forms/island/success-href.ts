/** Where an accepted lead goes: /success, told which form was sent so it can say what happens next. */
export function successHref(form: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ form, ...extra });
  return `/success?${query.toString()}`;
}
