import '@testing-library/jest-dom/jest-globals';

import { MockLink } from '@apollo/client/testing';

MockLink.defaultOptions = { delay: 0 };

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
