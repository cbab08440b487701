import { describe, expect, it } from 'vitest';
import { isParameterised, notFoundPages, notFoundPath, notFoundValue } from './not-found-pages.ts';
import { routePatterns } from './routes.ts';
import { concretePaths } from './site-map/index.ts';

describe('not-found pages of the parameterised routes', () => {
  it('sets every parameter of a pattern to the reserved value', () => {
    expect(notFoundPath('/portfolio/:demo')).toBe('/portfolio/~not-found');
    expect(notFoundPath('/blog-types/:demo/:id')).toBe('/blog-types/~not-found/~not-found');
    expect(notFoundPath('/docs/:section?')).toBe('/docs/~not-found');
    expect(notFoundPath('/files/*')).toBe('/files/~not-found');
    expect(isParameterised('*')).toBe(false);
    expect(isParameterised('/parts')).toBe(false);
  });

  it("lists one page for each of the browser's parameterised routes, the families among them", () => {
    const { pages } = notFoundPages(routePatterns);
    expect(Object.keys(pages)).toEqual(routePatterns.filter(isParameterised));
    expect(pages).toMatchObject({
      '/portfolio/:demo': '/portfolio/~not-found',
      '/headers/:demo': '/headers/~not-found',
      '/blog-types/:demo/:id': '/blog-types/~not-found/~not-found',
      '/blogs/category/:category': '/blogs/category/~not-found',
    });
    expect(pages).not.toHaveProperty('*');
  });

  it('reserves a value no page of the site map uses', () => {
    expect(concretePaths().filter((path) => path.includes(notFoundValue[0]!))).toEqual([]);
  });
});
