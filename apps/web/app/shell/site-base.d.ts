// The build-time settings vite.config.ts defines (shell/site-base.ts).
interface ImportMetaEnv {
  /** CONTRAIL_API_ORIGIN at build time: the API's origin, or empty for the site's own. */
  readonly CONTRAIL_API_ORIGIN?: string;
}
