/**
 * Marks a test whose behaviour is the same at every width (a clock's wording, a form's
 * message, structured data, a plain HTTP answer): the phone project skips it
 * (playwright.config.ts), so it runs once, at desktop width. Tests of layout, touch or
 * accessibility (axe checks target sizes and reflow) stay unmarked and run at both widths.
 */
export const ANY_WIDTH_TAG = '@any-width';

/** Details for `test(title, ANY_WIDTH, body)` and `test.describe(title, ANY_WIDTH, body)`. */
export const ANY_WIDTH = { tag: ANY_WIDTH_TAG };
