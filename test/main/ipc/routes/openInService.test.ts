import { describe, expect, it } from 'vitest'
import type { IntakeItem } from '@shared/intake'
import { createDocumentRoutes } from '../../../../src/main/ipc/routes/documentRoutes'
import type { RouteDeps } from '../../../../src/main/ipc/routes/deps'

/**
 * "Open in service": the window names an item, main builds the address from its own record of
 * the document and opens it only on the web app's configured origin.
 */
describe('document.openInService', () => {
  function routes(opts: { appUrl: string | null; page: (id: string) => string }) {
    const opened: string[] = []
    const item = { id: 'item-1', name: 'invoice.pdf', documentId: 'doc/1?x' } as IntakeItem
    const deps = {
      intake: () => ({ get: (id: string) => (id === item.id ? item : undefined) }),
      client: () => ({ documentPage: opts.page }),
      connection: () => ({ appUrl: opts.appUrl }),
      keys: { get: () => null },
      shell: { openExternal: async (url: string) => void opened.push(url) }
    } as unknown as RouteDeps
    return { open: createDocumentRoutes(deps)['document.openInService'], opened }
  }

  it('opens the page the client builds on the web app', async () => {
    const { open, opened } = routes({
      appUrl: 'https://app.example',
      page: (id) => `https://app.example/documents/${encodeURIComponent(id)}`
    })
    await open({ itemId: 'item-1' })
    expect(opened).toEqual(['https://app.example/documents/doc%2F1%3Fx'])
  })

  it.each([
    ['another host', 'https://evil.example/documents/doc'],
    ['plain http to a remote web app', 'http://app.example/documents/doc'],
    ['a file address', 'file:///etc/passwd'],
    ['credentials in the address', 'https://user:pw@app.example/documents/doc']
  ])('refuses %s and opens nothing', async (_what, url) => {
    const { open, opened } = routes({ appUrl: 'https://app.example', page: () => url })
    await expect(open({ itemId: 'item-1' })).rejects.toMatchObject({ kind: 'forbidden' })
    expect(opened).toEqual([])
  })

  it('opens nothing without a known web app, or for an item not in the inbox', async () => {
    const none = routes({ appUrl: null, page: () => 'https://app.example/documents/doc' })
    await expect(none.open({ itemId: 'item-1' })).rejects.toMatchObject({ kind: 'forbidden' })
    await expect(none.open({ itemId: 'item-2' })).rejects.toMatchObject({ kind: 'not_found' })
    expect(none.opened).toEqual([])
  })
})
