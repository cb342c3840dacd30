/* global Request, Response, Headers, AbortController, AbortSignal, structuredClone */
import JsdomEnvironment from 'jest-environment-jsdom';

/** jsdom with Node's fetch classes, which react-router's navigation builds its requests from. */
export default class JsdomWithFetch extends JsdomEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, structuredClone });
  }
}
