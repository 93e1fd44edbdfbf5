import { MAX_PAGE_SIZE, type PageLinks } from '../../shared/service'
import { unprocessable } from './errors'

export const DEFAULT_PAGE_SIZE = 30

export interface Page<T> {
  data: T[]
  links: PageLinks
  meta: { size: number; total: number }
}

/**
 * Slices a list by `page[number]` (from 1) and `page[size]` (default 30, larger than 100 is
 * truncated to 100) and builds the JSON:API links from `selfUrl` (absolute, its query kept);
 * `next` and `prev` are left out where there is no such page, as the service does.
 */
export function paginate<T>(items: T[], query: URLSearchParams, selfUrl: string): Page<T> {
  const number = parsePositive(query.get('page[number]'), 1, 'page[number]')
  const size = Math.min(
    MAX_PAGE_SIZE,
    parsePositive(query.get('page[size]'), DEFAULT_PAGE_SIZE, 'page[size]')
  )
  const lastPage = Math.max(1, Math.ceil(items.length / size))
  const link = (n: number): string => {
    const u = new URL(selfUrl)
    u.searchParams.set('page[number]', String(n))
    u.searchParams.set('page[size]', String(size))
    return u.toString()
  }
  return {
    data: items.slice((number - 1) * size, number * size),
    links: {
      self: link(number),
      first: link(1),
      last: link(lastPage),
      ...(number < lastPage ? { next: link(number + 1) } : {}),
      ...(number > 1 ? { prev: link(Math.min(number - 1, lastPage)) } : {})
    },
    meta: { size, total: items.length }
  }
}

function parsePositive(raw: string | null, fallback: number, name: string): number {
  if (raw === null || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) {
    throw unprocessable(`${name} must be a positive integer.`, { parameter: name })
  }
  return n
}
