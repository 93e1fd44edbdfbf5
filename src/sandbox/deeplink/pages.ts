/**
 * The web application's pages, as plain server-rendered HTML: the index (the account's
 * shipments and documents), a shipment (with a container selected), the shipment list (with
 * the query pre-filled), where the deep link lands, and one document's page.
 */
import type { DocumentRecord } from '../documents/records'
import { documentTypeLabel } from '../documents/types'
import type { ContainerRecord, ShipmentRecord } from '../seed/records'

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1d2733}
table{border-collapse:collapse}td,th{padding:.3rem .7rem;border-bottom:1px solid #dde3ea;text-align:left}
tr.selected{background:#fff4c2}a{color:#0b5cad}
</style>
</head>
<body>
${body}
</body>
</html>
`
}

const fmt = (iso: string | null): string =>
  iso ? iso.slice(0, 16).replace('T', ' ') + ' UTC' : '—'

/** The shipment page; the selected container's row is marked and carries `aria-selected`. */
export function renderShipmentPage(
  shipment: ShipmentRecord,
  containers: readonly ContainerRecord[],
  selectedContainerId: string | null
): string {
  const a = shipment.attributes
  const rows = containers
    .map((c) => {
      const selected = c.id === selectedContainerId
      return `<tr data-container-id="${escapeHtml(c.id)}"${selected ? ' class="selected" aria-selected="true"' : ''}>
<td>${escapeHtml(c.attributes.number)}</td><td>${escapeHtml(c.attributes.current_status)}</td>
<td>${escapeHtml(`${c.attributes.equipment_length ?? ''} ${c.attributes.equipment_type}`.trim())}</td>
<td>${fmt(c.attributes.pickup_lfd)}</td></tr>`
    })
    .join('\n')
  return layout(
    `Shipment ${a.bill_of_lading_number}`,
    `<p><a href="../shipments">All shipments</a></p>
<h1 data-shipment-id="${escapeHtml(shipment.id)}">Shipment ${escapeHtml(a.bill_of_lading_number)}</h1>
<dl>
<dt>Shipping line</dt><dd>${escapeHtml(a.shipping_line_name)} (${escapeHtml(a.shipping_line_scac)})</dd>
<dt>Route</dt><dd>${escapeHtml(a.port_of_lading_name ?? '—')} → ${escapeHtml(a.port_of_discharge_name ?? '—')}</dd>
<dt>Vessel</dt><dd>${escapeHtml(a.pod_vessel_name ?? '—')} ${escapeHtml(a.pod_voyage_number ?? '')}</dd>
<dt>ETA</dt><dd>${fmt(a.pod_eta_at)}</dd>
<dt>References</dt><dd>${escapeHtml(a.ref_numbers.join(', ') || '—')}</dd>
</dl>
<h2>Containers</h2>
<table><thead><tr><th>Number</th><th>Status</th><th>Equipment</th><th>Last free day</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
  )
}

/** The shipment list, filtered by `query` when given, with the search box pre-filled. */
export function renderListPage(shipments: readonly ShipmentRecord[], query: string): string {
  const rows = shipments
    .map(
      (s) =>
        `<tr><td><a href="shipments/${escapeHtml(s.id)}">${escapeHtml(s.attributes.bill_of_lading_number)}</a></td>
<td>${escapeHtml(s.attributes.shipping_line_short_name)}</td><td>${escapeHtml(s.attributes.ref_numbers.join(', '))}</td></tr>`
    )
    .join('\n')
  return layout(
    'Shipments',
    `<h1>Shipments</h1>
<form method="get" action="shipments"><input type="search" name="q" value="${escapeHtml(query)}" aria-label="Search shipments"> <button>Search</button></form>
${shipments.length ? '' : `<p class="empty">No shipment matches “${escapeHtml(query)}”.</p>`}
<table><thead><tr><th>Bill of lading</th><th>Line</th><th>References</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
  )
}

/** The page for a shipment that does not exist in the account. */
export function renderNotFoundPage(): string {
  return layout(
    'Shipment not found',
    `<p><a href="../shipments">All shipments</a></p>
<h1>Shipment not found</h1>
<p>This shipment does not exist in your account.</p>`
  )
}

/** How many documents the index lists (newest first); the API lists them all. */
export const INDEX_DOCUMENTS = 200

const STAGES: Record<DocumentRecord['stage'], string> = {
  classifying: 'being classified',
  extracting: 'being extracted',
  done: 'extracted',
  extraction_failed: 'extraction failed',
  split: 'split into documents'
}

/**
 * The index at `{app_url}/`: the account's shipments and its newest documents, each linking
 * to its shipment pages. `base` is the path of the app (`/app`, or `/app/<token>`).
 */
export function renderIndexPage(opts: {
  companyName: string
  base: string
  shipments: readonly ShipmentRecord[]
  containers: readonly ContainerRecord[]
  documents: readonly DocumentRecord[]
}): string {
  const { base, shipments, containers } = opts
  const link = (s: ShipmentRecord): string =>
    `<a href="${escapeHtml(`${base}/shipments/${encodeURIComponent(s.id)}`)}">${escapeHtml(s.attributes.bill_of_lading_number)}</a>`
  const byId = new Map(shipments.map((s) => [s.id, s]))
  const shipmentRows = shipments
    .map((s) => {
      const count = containers.filter((c) => c.shipmentId === s.id).length
      return `<tr><td>${link(s)}</td><td>${escapeHtml(s.attributes.shipping_line_short_name)}</td>
<td>${escapeHtml(s.attributes.ref_numbers.join(', ') || '—')}</td><td>${count}</td></tr>`
    })
    .join('\n')
  const live = opts.documents
    .filter((d) => !d.deleted_at)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
  const documentRows = live
    .slice(0, INDEX_DOCUMENTS)
    .map((d) => {
      const type = d.document_type_manual ?? d.document_type
      const linked = d.shipment_ids
        .map((id) => byId.get(id))
        .filter((s): s is ShipmentRecord => s !== undefined)
        .map(link)
        .join(', ')
      return `<tr data-document-id="${escapeHtml(d.id)}"><td>${escapeHtml(d.name)}</td>
<td>${escapeHtml(type ? documentTypeLabel(type) : '—')}</td><td>${escapeHtml(STAGES[d.stage] ?? d.stage)}</td>
<td>${fmt(d.created_at)}</td><td>${linked || '—'}</td></tr>`
    })
    .join('\n')
  const more =
    live.length > INDEX_DOCUMENTS
      ? `<p class="more">The newest ${INDEX_DOCUMENTS} of ${live.length} documents.</p>`
      : ''
  return layout(
    `${opts.companyName}: sandbox`,
    `<h1>${escapeHtml(opts.companyName)}</h1>
<p>The sandbox's web application. <a href="${escapeHtml(`${base}/shipments`)}">Search shipments</a></p>
<h2>Shipments (${shipments.length})</h2>
<table><thead><tr><th>Bill of lading</th><th>Line</th><th>References</th><th>Containers</th></tr></thead>
<tbody>
${shipmentRows}
</tbody></table>
<h2>Documents (${live.length})</h2>
${live.length ? '' : '<p class="empty">No document has been uploaded yet.</p>'}
<table><thead><tr><th>Name</th><th>Type</th><th>State</th><th>Uploaded</th><th>Shipments</th></tr></thead>
<tbody>
${documentRows}
</tbody></table>
${more}`
  )
}

/** The answer to a page request without the session's token or a key (embedded sandbox). */
export function renderLockedPage(): string {
  return layout(
    'Sandbox pages are private',
    `<h1>This sandbox's pages are private</h1>
<p>This is Dropdock's embedded sandbox. Its pages open only through the links Dropdock itself
opens (Open in web app), which carry a token valid while Dropdock runs, or with its API key.</p>`
  )
}

/** One document's page at `{app_url}/documents/{id}`: its name, type, state and shipments. */
export function renderDocumentPage(
  doc: DocumentRecord,
  base: string,
  shipments: readonly ShipmentRecord[]
): string {
  const type = doc.document_type_manual ?? doc.document_type
  const linked = shipments
    .filter((s) => doc.shipment_ids.includes(s.id))
    .map(
      (s) =>
        `<li><a href="${escapeHtml(`${base}/shipments/${encodeURIComponent(s.id)}`)}">${escapeHtml(s.attributes.bill_of_lading_number)}</a></li>`
    )
    .join('\n')
  return layout(
    doc.name,
    `<p><a href="${escapeHtml(`${base}/`)}">All documents</a></p>
<h1 data-document-id="${escapeHtml(doc.id)}">${escapeHtml(doc.name)}</h1>
<p>Type: ${escapeHtml(type ? documentTypeLabel(type) : '—')} · State: ${escapeHtml(STAGES[doc.stage] ?? doc.stage)} · Uploaded ${fmt(doc.created_at)}</p>
<h2>Shipments</h2>
${linked ? `<ul>${linked}</ul>` : '<p>None linked yet.</p>'}`
  )
}

/** The page for a document this account does not have (or deleted). */
export function renderDocumentNotFoundPage(): string {
  return layout(
    'Document not found',
    `<h1>Document not found</h1>
<p>This document does not exist in your account.</p>`
  )
}
