/**
 * The web application's pages: the index (`{app_url}/`), and behind the deep link
 * `/shipments/find?q=`, which redirects (302) to a shipment page (container selected) or to the
 * list with the query, and a document's page (`/documents/{id}`); every page is served here.
 */
import type { RouteContext, RouteDef } from '../http/types'
import { sendHtml as writeHtml } from '../http/respond'
import { DOCUMENTS, type DocumentRecord } from '../documents/records'
import {
  renderDocumentNotFoundPage,
  renderDocumentPage,
  renderIndexPage,
  renderListPage,
  renderNotFoundPage,
  renderShipmentPage
} from './pages'
import { resolveDeepLink } from './resolve'
import { containersOf, shipmentsOf } from '../tracking/lookup'
import { shipmentMatches } from '../tracking/search'

function sendHtml(ctx: RouteContext, status: number, html: string): undefined {
  writeHtml(ctx.res, status, html)
  return undefined
}

export const routes: RouteDef[] = [
  {
    method: 'GET',
    path: '/',
    mount: 'app',
    handler(ctx) {
      return sendHtml(
        ctx,
        200,
        renderIndexPage({
          companyName: ctx.account.companyName,
          base: new URL(ctx.appUrl).pathname.replace(/\/$/, ''),
          shipments: shipmentsOf(ctx.store).all(),
          containers: containersOf(ctx.store).all(),
          documents: ctx.store.collection<DocumentRecord>(DOCUMENTS).all()
        })
      )
    }
  },
  {
    method: 'GET',
    path: '/shipments/find',
    mount: 'app',
    handler(ctx) {
      const q = ctx.query.get('q') ?? ''
      const target = resolveDeepLink(q, shipmentsOf(ctx.store).all(), containersOf(ctx.store).all())
      const location =
        target.kind === 'list'
          ? `${ctx.appUrl}/shipments?q=${encodeURIComponent(target.query)}`
          : `${ctx.appUrl}/shipments/${target.shipmentId}` +
            (target.containerId ? `?container=${target.containerId}` : '')
      return { status: 302, headers: { Location: location, 'Cache-Control': 'no-store' } }
    }
  },
  {
    method: 'GET',
    path: '/shipments',
    mount: 'app',
    handler(ctx) {
      const q = ctx.query.get('q') ?? ''
      const containers = containersOf(ctx.store).all()
      const list = shipmentsOf(ctx.store).filter((s) => shipmentMatches(s, containers, q))
      return sendHtml(ctx, 200, renderListPage(list, q))
    }
  },
  {
    method: 'GET',
    path: '/shipments/:id',
    mount: 'app',
    handler(ctx) {
      const shipment = shipmentsOf(ctx.store).get(ctx.params.id)
      if (!shipment) {
        return sendHtml(ctx, 404, renderNotFoundPage())
      }
      const containers = containersOf(ctx.store).filter((c) => c.shipmentId === shipment.id)
      const selected = ctx.query.get('container')
      return sendHtml(ctx, 200, renderShipmentPage(shipment, containers, selected))
    }
  },
  {
    method: 'GET',
    path: '/documents/:id',
    mount: 'app',
    handler(ctx) {
      const doc = ctx.store.collection<DocumentRecord>(DOCUMENTS).get(ctx.params.id)
      if (!doc || doc.deleted_at) return sendHtml(ctx, 404, renderDocumentNotFoundPage())
      const base = new URL(ctx.appUrl).pathname.replace(/\/$/, '')
      return sendHtml(ctx, 200, renderDocumentPage(doc, base, shipmentsOf(ctx.store).all()))
    }
  }
]
