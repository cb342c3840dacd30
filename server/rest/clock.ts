/** The current time as the service stores it: ISO 8601 text in UTC. */
export function now(): string {
  return new Date().toISOString();
}
