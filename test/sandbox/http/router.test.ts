import { describe, expect, it } from 'vitest'
import { Router } from '../../../src/sandbox/http/router'
import type { RouteDef } from '../../../src/sandbox/http/types'

const def = (method: RouteDef['method'], path: string, mount?: RouteDef['mount']): RouteDef => ({
  method,
  path,
  mount,
  handler: () => ({ status: 200 })
})

describe('http/router', () => {
  describe('match()', () => {
    it('extracts decoded :params', () => {
      const r = new Router()
      const d = def('GET', '/document_schemas/:id')
      r.add([d])
      const m = r.match('api', 'GET', '/document_schemas/commercial_invoice%402026-03-23')
      expect(m?.def).toBe(d)
      expect(m?.params).toEqual({ id: 'commercial_invoice@2026-03-23' })
    })

    it('prefers literal segments over params', () => {
      const r = new Router()
      const byId = def('GET', '/documents/:id')
      const types = def('GET', '/documents/types')
      r.add([byId, types])
      expect(r.match('api', 'GET', '/documents/types')?.def).toBe(types)
      expect(r.match('api', 'GET', '/documents/abc')?.def).toBe(byId)
    })

    it('keeps mounts and methods apart', () => {
      const r = new Router()
      r.add([def('POST', '/rails/active_storage/direct_uploads', 'root')])
      expect(r.match('api', 'POST', '/rails/active_storage/direct_uploads')).toBeNull()
      expect(r.match('root', 'GET', '/rails/active_storage/direct_uploads')).toBeNull()
      expect(r.match('root', 'POST', '/rails/active_storage/direct_uploads')).not.toBeNull()
    })
  })
})
