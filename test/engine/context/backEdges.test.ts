import { describe, expect, it } from 'vitest'
import { backEdges } from '../../../src/engine/context/backEdges'

interface Edges {
  follow(id: string): void
  newVersion(id: string): string
}

describe('back-edges between engine parts', () => {
  it('refuses a call made before its edge is bound, naming the edge', () => {
    const edges = backEdges<Edges>(['follow', 'newVersion'])
    expect(() => edges.call.follow('item-1')).toThrow(
      "back-edge 'follow' called before it was bound"
    )
  })

  it('forwards the arguments and the result once bound', () => {
    const edges = backEdges<Edges>(['follow', 'newVersion'])
    const stand = edges.call.newVersion
    edges.bind('newVersion', (id) => `${id}-v2`)
    expect(stand('item-1')).toBe('item-1-v2')
  })

  it('binds an edge once, and lists the edges still unbound', () => {
    const edges = backEdges<Edges>(['follow', 'newVersion'])
    edges.bind('follow', () => undefined)
    expect(() => edges.bind('follow', () => undefined)).toThrow("back-edge 'follow' bound twice")
    expect(() => edges.assertBound()).toThrow('back-edges not bound: newVersion')
    edges.bind('newVersion', (id) => id)
    expect(() => edges.assertBound()).not.toThrow()
  })
})
