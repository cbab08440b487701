import { describe, expect, it } from 'vitest';
import { routesInGroup } from '~/site-map/index.ts';
import { headerDemos } from './header-demos.ts';

describe('header demos', () => {
  it('has a configuration for each of the 21 header routes', () => {
    const paths = routesInGroup('headers').map((r) => r.path);
    expect(paths).toHaveLength(21);
    expect(Object.keys(headerDemos).sort()).toEqual([...paths].sort());
  });
});
