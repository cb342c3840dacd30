export type { GraphqlContext } from './createContext.ts';
