import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { DocumentNode, GraphQLSchema, ValidationContext, ValidationRule } from 'graphql';
import { getVariableValues, GraphQLError } from 'graphql';

import { apiError } from '../errors.ts';
import { queryCostCalculator } from './queryCost.ts';

/** The query limits of docs/graphql.md; each refusal names the limit it hit. */
export const queryLimits = {
  depth: 6,
  aliases: 15,
  directives: 50,
  tokens: 1000,
  cost: 75_000,
  nodes: 20_000,
  /** Selections visited while measuring, fragments expanded: a guard against fragment bombs. */
  measuredSelections: 10_000,
} as const;

/** A refusal in graphql-js's validation phase: HTTP 400 GRAPHQL_VALIDATION_FAILED. */
function refuse(context: ValidationContext | null, error: GraphQLError): void {
  // graphql-armor prefixes every message with "Syntax Error: ", which these are not.
  context?.reportError(apiError('GRAPHQL_VALIDATION_FAILED', error.message.replace(/^Syntax Error: /, '')));
}

const reported = { exposeLimits: true, propagateOnRejection: false, onReject: [refuse] };

/** Refused after validation, before any resolver runs: HTTP 400 GRAPHQL_VALIDATION_FAILED. */
const tooLarge = (message: string) =>
  apiError('GRAPHQL_VALIDATION_FAILED', message, { http: { status: 400 } });

/** Our message for graphql-js's token limit, which it words as a syntax error. */
const tokenLimitText = /^Syntax Error: Document contains more tha[nt] \d+ tokens\. Parsing aborted\.$/;

/**
 * Depth (on the selection as executed: fragments add no level), aliases, directives and field
 * suggestions with graphql-armor; the token limit is graphql-js's parse option; cost and node counts
 * (list sizes from `schema.graphql`) once the operation and its variables are known.
 */
export function queryLimitRules(schema: GraphQLSchema): {
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin[];
  parseOptions: { maxTokens: number };
} {
  const armor = new ApolloArmor({
    maxDepth: { n: queryLimits.depth, flattenFragments: true, ...reported },
    maxAliases: { n: queryLimits.aliases, ...reported },
    maxDirectives: { n: queryLimits.directives, ...reported },
    costLimit: { enabled: false },
    // armor's token limit answers HTTP 500: graphql-js's parse option does it instead.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: true },
  }).protect();
  const measure = queryCostCalculator(schema);

  /** The cost and node counts of the operation to run, or a refusal when they cannot be measured. */
  function measured(document: DocumentNode, variables: Record<string, unknown>, operationName?: string) {
    try {
      return measure(document, variables, operationName, queryLimits.measuredSelections);
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      throw tooLarge(
        `Query selection limit of ${queryLimits.measuredSelections} exceeded once fragments are expanded.`,
      );
    }
  }

  const costAndNodeLimits: ApolloServerPlugin = {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            if (tokenLimitText.test(error.message)) {
              error.message = `Query token limit of ${queryLimits.tokens} exceeded.`;
            }
          }
        },
        async didResolveOperation({ document, operation, request, operationName }) {
          const variables = request.variables ?? {};
          // Variables of the wrong type are answered by execution (400 BAD_USER_INPUT) before any resolver.
          if (getVariableValues(schema, operation?.variableDefinitions ?? [], variables).errors) return;
          const { cost, nodes } = measured(document, variables, operationName ?? undefined);
          if (nodes > queryLimits.nodes) {
            throw tooLarge(`Query node limit of ${queryLimits.nodes} exceeded, found ${nodes}.`);
          }
          if (cost > queryLimits.cost) {
            throw tooLarge(`Query cost limit of ${queryLimits.cost} exceeded, found ${cost}.`);
          }
        },
      };
    },
  };

  return {
    validationRules: armor.validationRules,
    // graphql-armor's types come from Apollo's CommonJS build, ours from its ESM build: same shape.
    plugins: [...(armor.plugins as unknown as ApolloServerPlugin[]), costAndNodeLimits],
    parseOptions: { maxTokens: queryLimits.tokens },
  };
}
