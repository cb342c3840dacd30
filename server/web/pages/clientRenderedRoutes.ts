/**
 * Pages that only make sense with a session in the browser (account, sign-in, admin): served as
 * the client shell and rendered in the browser. Every other page route is rendered on the server.
 */
const clientRendered = [
  /^\/account(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/(login|register|forgot-password|reset-password|undo-email-change|verify-email)\/?$/,
];

export const isClientRendered = (pathname: string) =>
  clientRendered.some((pattern) => pattern.test(pathname));
