// Placeholder until the roles branch lands (it owns this file): the type the scope predicates take.
export type DataScope =
  | { readonly kind: 'all' }
  | {
      readonly kind: 'limited';
      readonly regionIds: readonly number[];
      readonly agentIds: readonly number[];
      readonly merchantIds: readonly number[];
      readonly deviceIds: readonly number[];
    };

export const ALL_DATA: DataScope = Object.freeze({ kind: 'all' });
