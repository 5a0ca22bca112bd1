/**
 * The prepared site of the dealer being built (src/integrations/site-context.ts): the one
 * way pages, layouts and features read the dealer. Per-page data comes as props from
 * getStaticPaths.
 */
declare module 'virtual:forecourt/site' {
  export const site: import('./lib/site/site.ts').Site;
}
