import '@testing-library/jest-dom/jest-globals';

import { MockLink } from '@apollo/client/testing';
import { configure } from '@testing-library/react';

MockLink.defaultOptions = { delay: 0 };

// `findBy…` and `waitFor` wait up to 5 s, far above normal: on a loaded machine a mocked round trip
// and the renders after it took over the default second, which failed a test that checks an outcome.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
