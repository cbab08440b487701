import type { DemoTheme } from '~/lib/demo-theme.ts';
import demo from '~/content/demos/startup.ts';

/** Its theme: made from its recipe (content/demos/startup.ts). */
export const theme: DemoTheme = demo.theme;
