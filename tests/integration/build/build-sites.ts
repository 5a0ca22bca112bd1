// Child-process entry for shared-markup.test.ts: builds prepared sites with Astro one after
// another in this process (as a build process does), all as `npm run build` renders pages, or
// all plainly: without reuse of the shared header and footer, and with Astro's page renderer
// unedited (segmented-page-render.ts). Run with the project's Node, in the project directory:
//   node tests/integration/build/build-sites.ts '<SiteBuilds as JSON>'
import { runAstroBuild } from '../../../src/server/build/astro-build.ts';

export interface SiteBuilds {
  projectRoot: string;
  /** false builds the plain reference: no shared markup reuse, no segmented page render. */
  optimised: boolean;
  jobs: { preparedFile: string; outDir: string; siteUrl: string }[];
}

process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
const { projectRoot, optimised, jobs } = JSON.parse(process.argv[2] ?? '{}') as SiteBuilds;
for (const job of jobs) {
  await runAstroBuild({
    projectRoot,
    reuseSharedMarkup: optimised,
    segmentPages: optimised,
    ...job,
  });
}
