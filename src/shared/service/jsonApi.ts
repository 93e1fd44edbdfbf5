/** The JSON:API envelope every answer of the service shares: resources, responses, errors. */

/** The most items one list request returns (`page[size]`); more is refused. */
export const MAX_PAGE_SIZE = 100

export interface ResourceIdentifier<T extends string = string> {
  id: string
  type: T
}

export interface Relationship<T extends string = string> {
  data: ResourceIdentifier<T> | null
}

export interface ManyRelationship<T extends string = string> {
  data: ResourceIdentifier<T>[]
}

export interface Resource<T extends string, A, R = Record<string, never>> {
  id: string
  type: T
  attributes: A
  relationships?: R
  links?: { self?: string; download?: string }
}

export type AnyResource = Resource<string, Record<string, unknown>, Record<string, unknown>>

export interface SingleResponse<D> {
  data: D
  included?: AnyResource[]
  links?: { self: string }
}

/** Paging links; `next` and `prev` are left out (never null) where there is no such page. */
export interface PageLinks {
  self: string
  first: string
  last: string
  next?: string
  prev?: string
}

export interface ListResponse<D> {
  data: D[]
  included: AnyResource[]
  links: PageLinks
  meta: { size: number; total: number }
}

export interface ErrorObject {
  status?: string
  title?: string
  detail?: string
  code?: string
  source?: { pointer?: string; parameter?: string }
  meta?: Record<string, unknown>
}
