import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs the encoders and ScrollRestoration calls scrollTo.
Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => undefined;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
