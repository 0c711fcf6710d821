import type { components, operations } from '@api/openapi';

// The request types of a route, read off the generated contract (api-schema/generated/openapi.d.ts) by its
// operationId. The contract plugin has validated (and, for path and query values, coerced) every request against
// the same document before a handler runs, so `request.body`, `request.query` and `request.params` are exactly
// these types; handlers restate nothing and cast nothing. Usage:
//   app.post<ContractRoute<'login'>>('/api/v1/login', async (request) => request.body.username)

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
// An optional body may be absent: then `request.body` is undefined (the contract plugin refuses one that is not allowed).
type BodyOf<O> = O extends { requestBody?: infer R }
  ? Json<NonNullable<R>> | (O extends { requestBody: unknown } ? never : undefined)
  : never;
type ParamOf<O, K extends 'query' | 'path'> = O extends { parameters: { [P in K]?: infer V } }
  ? [NonNullable<V>] extends [never]
    ? Record<string, never>
    : NonNullable<V>
  : never;

export interface ContractRoute<Op extends keyof operations> {
  Body: BodyOf<operations[Op]>;
  Querystring: ParamOf<operations[Op], 'query'>;
  Params: ParamOf<operations[Op], 'path'>;
}

/** A request body of the contract by operationId, for a service that takes the body a route passes on as is. */
export type ContractBody<Op extends keyof operations> = ContractRoute<Op>['Body'];

/** A named schema of the contract (`components.schemas`), for services whose input is one. */
export type ContractSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
