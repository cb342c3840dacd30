/** A CSS module in the client tests: each class is its own name. */
export default new Proxy({} as Record<string, string>, { get: (_target, name) => String(name) });
