import type { Plugin } from 'vite';

export interface BundledModuleEdit {
  /** The Vite plugin's name. */
  name: string;
  /** The module to edit, by its path. */
  module: RegExp;
  /** What the module is, for the error: "Astro's page renderer (astro/dist/…/render.js)". */
  describe: string;
  /** The file that makes the edit, for the error. */
  editedBy: string;
  /** The edit; throws, naming what no longer matches, when it cannot be made. */
  edit: (source: string) => string;
}

/**
 * A Vite plugin that edits one module of a dependency as the server build bundles it
 * (segmented-page-render.ts, react-render-to-string.ts). A server build that never bundled the
 * module fails rather than quietly build without the edit; the client build is not expected
 * to bundle it.
 */
export function bundledModuleEdit({
  name,
  module,
  describe,
  editedBy,
  edit,
}: BundledModuleEdit): Plugin {
  const editedIn = new Set<string>();
  return {
    name,
    transform(code, id) {
      if (!module.test(id.split('?')[0] ?? id)) return null;
      editedIn.add(this.environment.name);
      return { code: edit(code), map: null };
    },
    buildEnd(error) {
      const environment = this.environment.name;
      if (error || environment === 'client' || editedIn.has(environment)) return;
      this.error(
        `${describe} was not bundled in the ${environment} build, so ${editedBy} could not edit it.`,
      );
    },
  };
}
