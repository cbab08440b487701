import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCatalogueStore, type CatalogueStore } from '../../catalogue/catalogue-store.ts';
import { throttledVersion } from '../../catalogue/catalogue-version.ts';
import { withKeyIndex } from '../../catalogue/key-index.ts';
import { createPartSearch } from '../../catalogue/part-search.ts';
import { withVocabulary } from '../../catalogue/vocabulary.ts';

export interface Catalogue {
  /** The catalogue's reads (catalogue-store.ts): on SQLite a read-only connection of its own. */
  store: CatalogueStore;
  /** Part search over the store, with the words, descriptions and part-number keys in memory. */
  search: ReturnType<typeof createPartSearch>;
  /** The catalogue's version, read at most every catalogueVersionMaxAgeMs (an import bumps it). */
  version: () => Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: Catalogue;
  }
}

/**
 * The catalogue's read side: decorates `catalogue` (store, search, version). The words,
 * descriptions and part-number keys are read before the first visitor searches (a second or more at
 * 1,000,000 parts); a failure then (the database down) is retried by the first search. The store's
 * own connection closes with the app.
 */
async function cataloguePlugin(app: FastifyInstance) {
  const store = await createCatalogueStore(app.database);
  app.addHook('onClose', async () => store.close());
  const version = throttledVersion(
    () => store.catalogueVersion(),
    app.config.catalogueVersionMaxAgeMs,
  );
  // Read again when the catalogue version changes: the database reads only the rows of the page.
  const keyed = withKeyIndex(withVocabulary(store, { version }), { version });
  app.addHook('onReady', async () => {
    keyed.warm().catch(() => {});
  });
  app.decorate('catalogue', { store, search: createPartSearch(keyed), version });
}

export default fp(cataloguePlugin, { name: 'catalogue', dependencies: ['database'] });
