import { z } from 'zod';

// The registry anyone can read (issue 39 §2): each home demo, page and section of the site as an item, built
// with the site to `/r/<name>.json` and listed at `/r/index.json`. The shape follows shadcn/ui's registry
// items (name, type, files, dependencies, registryDependencies, cssVars, fonts) so its readers know it;
// `npm run create-site` and `npm run add-section` read the same items.

/** What an item is: a whole home demo, one page of the site, one section of the section library, the shell. */
export const registryItemTypeSchema = z.enum([
  'registry:demo',
  'registry:page',
  'registry:section',
  'registry:lib',
]);
export type RegistryItemType = z.infer<typeof registryItemTypeSchema>;

/** An item's name: lower-case words joined by hyphens (`restaurant`, `page-about-us`, `section-hero`). */
export const registryNameSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

export const registryFileSchema = z.object({
  /** Path relative to the web app (`app/components/sections/hero/hero.tsx`). */
  path: z
    .string()
    .min(1)
    .refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), {
      message: 'a relative path inside the app',
    }),
  /** The file's text, for the items a reader copies on its own (sections and the shared files they import). */
  content: z.string().optional(),
});
export type RegistryFile = z.infer<typeof registryFileSchema>;

/** A web font the item sets text in: its family and the @fontsource package that ships it. */
export const registryFontSchema = z.object({
  family: z.string().min(1),
  package: z.string().regex(/^@fontsource(?:-variable)?\/[a-z0-9-]+$/),
  role: z.enum(['display', 'body']),
});
export type RegistryFont = z.infer<typeof registryFontSchema>;

export const registryItemSchema = z.object({
  $schema: z.string().optional(),
  name: registryNameSchema,
  type: registryItemTypeSchema,
  title: z.string().min(1),
  description: z.string(),
  /** The site path it renders at, for a demo or a page. */
  route: z.string().startsWith('/').optional(),
  /** Its own files (not those of its registry dependencies), sorted. */
  files: z.array(registryFileSchema),
  /** npm packages its files import, with the version range the site uses (`react@^19.2.0`). */
  dependencies: z.array(z.string().min(1)),
  /** Other items it needs, by name, to be installed before it. */
  registryDependencies: z.array(registryNameSchema),
  /** Custom properties its theme sets, by colour scheme (`--color-brand`). */
  cssVars: z.object({
    theme: z.record(z.string(), z.string()).optional(),
    light: z.record(z.string(), z.string()).optional(),
    dark: z.record(z.string(), z.string()).optional(),
  }),
  fonts: z.array(registryFontSchema),
});
export type RegistryItem = z.infer<typeof registryItemSchema>;

/** `/r/index.json`: every item without its files' text. */
export const registryIndexSchema = z.object({
  name: z.literal('contrail'),
  homepage: z.string(),
  items: z.array(
    registryItemSchema.omit({ files: true }).extend({
      files: z.array(registryFileSchema.omit({ content: true })),
    }),
  ),
});
export type RegistryIndex = z.infer<typeof registryIndexSchema>;
