import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `waitFor` and `findBy…` wait 1 s by default. A lazy part's first import is transformed on demand, and on a
// loaded 2-core CI machine that alone can take longer (CI, stop 58: the page title's backdrop). Waiting longer
// changes nothing for a test that passes; one whose element never comes still fails.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
