import type { DemoTheme } from '~/lib/demo-theme.ts';

/**
 * The theme of every page that names none (`<PageLayout>` without `theme`). Here none: those pages wear the
 * site's own tokens (app.css). A site made by `npm run create-site` sets its demo's, so its other pages look
 * like its home page; set another `DemoTheme` here to restyle them all at once.
 */
export const siteTheme: DemoTheme | undefined = undefined;
