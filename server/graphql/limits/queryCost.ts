import type { DocumentNode, GraphQLDirective, GraphQLField, GraphQLSchema, ValueNode } from 'graphql';
import {
  BREAK,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  Kind,
  visit,
} from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { getComplexity } from 'graphql-query-complexity';

/**
 * The size of an operation's answer, estimated before it runs from the `@listSize` and `@cost`
 * directives of `schema.graphql` (in the style of the IBM GraphQL cost specification):
 * - cost: every value in the answer counts its weight (1, a `Game` more), times the size of each
 *   list around it;
 * - nodes: every object in the answer counts 1, times the size of each list around it.
 */
export interface QueryCost {
  cost: number;
  nodes: number;
}

interface ListSize {
  assumedSize: number;
  slicingArguments?: string[];
  sizedFields?: string[];
}

// The schema's field types, kept loose: estimators see fields of any parent and arguments.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- graphql's own field type parameters
type AnyField = GraphQLField<any, any>;

function directive(schema: GraphQLSchema, name: string): GraphQLDirective {
  const found = schema.getDirective(name);
  if (!found) throw new Error(`schema.graphql declares no @${name} directive`);
  return found;
}

/** The schema's object types, introspection's own left out. */
const objectTypesOf = (schema: GraphQLSchema) =>
  Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => !type.name.startsWith('__'));

/** Every field's `@listSize`, read once. */
function declaredListSizes(schema: GraphQLSchema, listSize: GraphQLDirective): Map<AnyField, ListSize> {
  const sizes = new Map<AnyField, ListSize>();
  for (const type of objectTypesOf(schema)) {
    for (const field of Object.values(type.getFields())) {
      const size = field.astNode && (getDirectiveValues(listSize, field.astNode) as ListSize | undefined);
      if (size) sizes.set(field, size);
    }
  }
  return sizes;
}

/** Every list field must say how long it can be: one without `@listSize` stops the server. */
function checkListSizes(schema: GraphQLSchema, sizes: Map<AnyField, ListSize>): void {
  const sizedByParent = new Set<string>();
  for (const [field, size] of sizes) {
    for (const name of size.sizedFields ?? []) sizedByParent.add(`${getNamedType(field.type).name}.${name}`);
  }
  for (const type of objectTypesOf(schema)) {
    for (const field of Object.values(type.getFields())) {
      if (!isListType(getNullableType(field.type))) continue;
      if (!sizes.has(field) && !sizedByParent.has(`${type.name}.${field.name}`)) {
        throw new Error(`${type.name}.${field.name} is a list without @listSize in schema.graphql`);
      }
    }
  }
}

function holdsVariable(value: ValueNode): boolean {
  if (value.kind === Kind.VARIABLE) return true;
  if (value.kind === Kind.LIST) return value.values.some(holdsVariable);
  if (value.kind === Kind.OBJECT) return value.fields.some((field) => holdsVariable(field.value));
  return false;
}

/**
 * Whether variables can change what an operation counts: a list's size given by a variable (any
 * argument named like a slicing argument), or a directive's argument (`@include`, `@skip`).
 */
function sizedByVariables(document: DocumentNode, slicingNames: Set<string>): boolean {
  let sized = false;
  visit(document, {
    Argument(node, _key, _parent, _path, ancestors) {
      const owner = ancestors[ancestors.length - 1];
      const ofDirective = owner !== undefined && 'kind' in owner && owner.kind === Kind.DIRECTIVE;
      if ((ofDirective || slicingNames.has(node.name.value)) && holdsVariable(node.value)) {
        sized = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return sized;
}

/** The cost and node counts of operations on this schema. */
export function queryCostCalculator(schema: GraphQLSchema) {
  const costDirective = directive(schema, 'cost');
  const listSizes = declaredListSizes(schema, directive(schema, 'listSize'));
  checkListSizes(schema, listSizes);

  const weights = new Map<AnyField, number>();
  const slicingNames = new Set([...listSizes.values()].flatMap((size) => size.slicingArguments ?? []));
  /**
   * Counts of documents whose variables change nothing they count, by operation name (none for a
   * document whose variables do): Apollo Server hands the same document object to every request
   * with the same text, so a search sent with a new text each time is measured once.
   */
  const fixedCounts = new WeakMap<DocumentNode, Map<string, QueryCost> | undefined>();

  function weightOf(field: AnyField): number {
    let weight = weights.get(field);
    if (weight === undefined) {
      const type = getNamedType(field.type);
      const own = field.astNode && getDirectiveValues(costDirective, field.astNode);
      const ofType = isObjectType(type) && type.astNode && getDirectiveValues(costDirective, type.astNode);
      weight = Number((own || ofType || { weight: 1 }).weight);
      weights.set(field, weight);
    }
    return weight;
  }

  /** How many items a sized field holds for these arguments. */
  function sizeFor(size: ListSize, args: Record<string, unknown>): number {
    for (const name of size.slicingArguments ?? []) {
      const value = args[name];
      if (typeof value === 'number') return Math.min(Math.max(0, value), size.assumedSize);
    }
    return size.assumedSize;
  }

  /**
   * `unit` is what one value of the field counts; `schemaUnits` what `__schema` and `__type` count
   * whatever their selection (the schema is fixed: its whole introspection is about 4,800 values in
   * 1,100 objects, one type's a few hundred).
   */
  const estimator =
    (unit: (field: AnyField) => number, schemaUnits: { schema: number; type: number }): ComplexityEstimator =>
    ({ field, args, childComplexity, type }) => {
      if (field.name === '__schema') return schemaUnits.schema;
      if (field.name === '__type') return schemaUnits.type;
      if (type.name.startsWith('__')) return 0;
      const own = unit(field);
      const size = listSizes.get(field);
      if (!size) return own + childComplexity;
      if (isListType(getNullableType(field.type))) return sizeFor(size, args) * (own + childComplexity);
      // A connection: its size applies to the list inside (`sizedFields`), counted here for its whole
      // selection, which overestimates the page info a little.
      return own + sizeFor(size, args) * childComplexity;
    };
  const costEstimator = estimator(weightOf, { schema: 10_000, type: 1000 });
  const nodeEstimator = estimator((field) => (isObjectType(getNamedType(field.type)) ? 1 : 0), {
    schema: 2000,
    type: 200,
  });

  /** Throws when measuring visits more than `maxSelections` selections (fragments expanded). */
  return (
    query: DocumentNode,
    variables: Record<string, unknown>,
    operationName: string | undefined,
    maxSelections: number,
  ): QueryCost => {
    if (!fixedCounts.has(query)) {
      fixedCounts.set(query, sizedByVariables(query, slicingNames) ? undefined : new Map());
    }
    const byOperation = fixedCounts.get(query);
    const kept = byOperation?.get(operationName ?? '');
    if (kept) return kept;
    const options = { schema, query, variables, operationName, maxQueryNodes: maxSelections };
    const counts = {
      cost: getComplexity({ ...options, estimators: [costEstimator] }),
      nodes: getComplexity({ ...options, estimators: [nodeEstimator] }),
    };
    byOperation?.set(operationName ?? '', counts);
    return counts;
  };
}
