import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Whether a write failed with OUTCOME_UNKNOWN: it may have been saved. Its message says what to do
 * and is shown as it is, never replaced by a form's "please try again".
 */
export function isOutcomeUnknown(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(({ extensions }) => extensions?.code === 'OUTCOME_UNKNOWN')
  );
}
