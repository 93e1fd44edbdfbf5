import type {
  AcceptedResponse,
  BlobRequest,
  BlobResponse,
  ContainerResource,
  DocumentPatch,
  DocumentResource,
  DocumentSchemaResource,
  DocumentTypeOption,
  DocumentTypesResponse,
  DownloadUrlResponse,
  InferResponse,
  ListResponse,
  MapFeatureCollection,
  NumberType,
  ShipmentResource,
  SingleResponse,
  TrackingRequestCreate,
  TrackingRequestResource,
  TrackingRequestType,
  TransportEventResource,
  WebhookNotificationResource
} from '../../../shared/service'
import { DEFAULT_RETRY, sleep } from './backoff'
import { checkApiKey, resolveUrls, type ServiceConfig } from './config'
import { isDroppedConnection } from './describeFailure'
import { ServiceError } from './errors'
import { callJson, type CallOptions, type HttpContext } from './http'
import { putBlob, type PutBlobOptions, type UploadBody } from './putBlob'
import { buildUrl, type Query } from './query'

export type { ServiceConfig } from './config'
export type { UploadBody } from './putBlob'

export interface ListDocumentsParams {
  page?: number
  size?: number
  include?: string[]
  sort?: string
  filter?: { filename?: string; reference?: string; document_types?: string[] }
}

export interface ListNotificationsParams {
  page?: number
  size?: number
  event?: string
}

/** Tracking requests call a booking `booking_number`; the other number types keep their name. */
export function requestTypeFor(type: NumberType): TrackingRequestType {
  return type === 'booking' ? 'booking_number' : type
}

export interface TrackingRequestInput {
  requestType: TrackingRequestType
  requestNumber: string
  scac: string
  refNumbers?: string[]
}

export type DocumentInclude =
  'shipments' | 'cargos' | 'account' | 'user' | 'last_document_representation' | 'email_submission'

/** What a container's journey is read from: three GETs of the service. */
export interface ContainerJourneyResponse {
  /** `GET /containers/{id}?include=shipment,pod_terminal,pickup_facility`. */
  container: SingleResponse<ContainerResource>
  /** `GET /containers/{id}/transport_events?include=location,terminal,vessel`, one page of 100. */
  events: ListResponse<TransportEventResource>
  /** `GET /containers/{id}/map_geojson`; null when the account has no routing (403). */
  route: MapFeatureCollection | null
}

export interface ServiceClient {
  readonly baseUrl: string
  readonly appUrl: string
  readonly directUploadUrl: string
  /** Step 1 of a direct upload. Retried when transient: an unused blob costs nothing. */
  createBlob(blob: BlobRequest['blob'], signal?: AbortSignal): Promise<BlobResponse>
  putBlob(
    url: string,
    headers: Record<string, string>,
    body: UploadBody,
    size: number,
    opts?: PutBlobOptions
  ): Promise<void>
  /** Throws kind 'duplicate' (meta.existing_document_id) when the content is already there. */
  createDocument(
    name: string,
    signedId: string,
    signal?: AbortSignal
  ): Promise<SingleResponse<DocumentResource>>
  getDocument(
    id: string,
    include?: DocumentInclude[],
    signal?: AbortSignal
  ): Promise<SingleResponse<DocumentResource>>
  listDocuments(params?: ListDocumentsParams): Promise<ListResponse<DocumentResource>>
  documentTypes(): Promise<DocumentTypeOption[]>
  patchDocument(id: string, patch: DocumentPatch): Promise<SingleResponse<DocumentResource>>
  reclassify(id: string): Promise<AcceptedResponse>
  relink(id: string): Promise<AcceptedResponse>
  reextract(id: string): Promise<AcceptedResponse>
  downloadUrl(id: string): Promise<string>
  documentSchema(fullVersion: string): Promise<SingleResponse<DocumentSchemaResource>>
  listNotifications(
    params?: ListNotificationsParams,
    signal?: AbortSignal
  ): Promise<ListResponse<WebhookNotificationResource>>
  inferNumber(number: string, signal?: AbortSignal): Promise<InferResponse>
  createTrackingRequest(
    input: TrackingRequestInput
  ): Promise<SingleResponse<TrackingRequestResource>>
  getTrackingRequest(id: string): Promise<SingleResponse<TrackingRequestResource>>
  listShipments(q: string, include?: string[]): Promise<ListResponse<ShipmentResource>>
  getShipment(id: string, include?: string[]): Promise<SingleResponse<ShipmentResource>>
  getContainer(id: string): Promise<SingleResponse<ContainerResource>>
  /** A container with its terminals, transport events and route (see ContainerJourneyResponse). */
  containerJourney(id: string, signal?: AbortSignal): Promise<ContainerJourneyResponse>
  /** The web app page that shows whatever `q` names (container, bill of lading, booking, reference). */
  deepLink(q: string): string
  /**
   * A cheap authenticated GET that tells "wrong key" from "unreachable" quickly: only a dropped
   * connection is tried again (4 tries, about 2 s in all), so one lost answer does not make a
   * working service look down; any answer, a refused connection or an unknown host ends it.
   */
  ping(signal?: AbortSignal): Promise<{ latencyMs: number }>
}

const DEFAULT_TIMEOUT_MS = 30_000
const PING_RETRY = { retries: 3, baseDelayMs: 250, maxDelayMs: 1_000, maxRetryAfterMs: 0 }
const CLOCK_SKEW_MS = 60_000

/**
 * The one way the engine talks to the service. Plain Node; fetch, clock and randomness are
 * injectable. Errors are ServiceError with a clerk-readable message and never the API key.
 */
export function createServiceClient(cfg: ServiceConfig): ServiceClient {
  const urls = resolveUrls(cfg)
  const ctx: HttpContext = {
    apiKey: checkApiKey(cfg.apiKey),
    timeoutMs: cfg.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: cfg.fetch ?? globalThis.fetch,
    userAgent: cfg.userAgent ?? 'Dropdock/0.1',
    retry: { ...DEFAULT_RETRY, ...cfg.retry },
    sleep: cfg.sleep ?? sleep,
    random: cfg.random ?? Math.random
  }
  const api = (path: string, query?: Query): string => buildUrl(urls.baseUrl, path, query)
  const id = (value: string): string => encodeURIComponent(value)
  const call = async <T>(opts: CallOptions): Promise<T> => (await callJson<T>(ctx, opts)).body
  const get = <T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> =>
    call<T>({ method: 'GET', url: api(path, query), signal })

  const getDocument = (docId: string, include: DocumentInclude[] = [], signal?: AbortSignal) =>
    get<SingleResponse<DocumentResource>>(`/documents/${id(docId)}`, { include }, signal)

  return {
    ...urls,
    createBlob: async (blob, signal) =>
      call<BlobResponse>({
        method: 'POST',
        url: urls.directUploadUrl,
        body: { blob },
        contentType: 'application/json',
        idempotent: true,
        signal
      }),
    putBlob: (url, headers, body, size, opts) => putBlob(ctx, url, headers, body, size, opts),
    createDocument: async (name, signedId, signal) => {
      const startedAt = Date.now()
      try {
        return await call<SingleResponse<DocumentResource>>({
          method: 'POST',
          url: api('/documents'),
          body: { data: { type: 'document', attributes: { name, attached_document: signedId } } },
          idempotent: true,
          signal
        })
      } catch (err) {
        const existing =
          err instanceof ServiceError && err.kind === 'duplicate' && err.attempts > 1
            ? err.meta?.existing_document_id
            : undefined
        if (typeof existing !== 'string') throw err
        // A repeated create answered 409. If the document is younger than our first attempt
        // (a minute of slack for clock skew), that attempt made it: report it as created.
        const doc = await getDocument(existing, [], signal)
        const createdAt = Date.parse(doc.data.attributes?.created_at)
        if (createdAt < startedAt - CLOCK_SKEW_MS) throw err
        return doc
      }
    },
    getDocument,
    listDocuments: (p = {}) =>
      get(`/documents`, {
        'page[number]': p.page,
        'page[size]': p.size,
        include: p.include,
        sort: p.sort,
        'filter[filename]': p.filter?.filename,
        'filter[reference]': p.filter?.reference,
        'filter[document_types]': p.filter?.document_types
      }),
    documentTypes: async () =>
      (await get<DocumentTypesResponse>('/documents/types')).document_types,
    patchDocument: (docId, patch) =>
      call({
        method: 'PATCH',
        url: api(`/documents/${id(docId)}`),
        body: { data: { type: 'document', id: docId, attributes: patch } },
        idempotent: true
      }),
    reclassify: (docId) =>
      call({ method: 'POST', url: api(`/documents/${id(docId)}/reclassify`), idempotent: true }),
    relink: (docId) =>
      call({ method: 'POST', url: api(`/documents/${id(docId)}/relink`), idempotent: true }),
    reextract: (docId) =>
      call({ method: 'POST', url: api(`/documents/${id(docId)}/reextract`), idempotent: true }),
    downloadUrl: async (docId) =>
      (await get<DownloadUrlResponse>(`/documents/${id(docId)}/download_url`)).download_url,
    documentSchema: (fullVersion) => get(`/document_schemas/${id(fullVersion)}`),
    listNotifications: (p = {}, signal) =>
      get(
        '/webhook_notifications',
        { 'page[number]': p.page, 'page[size]': p.size, 'filter[event]': p.event },
        signal
      ),
    inferNumber: (number, signal) =>
      call({
        method: 'POST',
        url: api('/tracking_requests/infer_number'),
        body: { number },
        contentType: 'application/json',
        idempotent: true,
        signal
      }),
    createTrackingRequest: (input) => {
      const body: TrackingRequestCreate = {
        data: {
          type: 'tracking_request',
          attributes: {
            request_type: input.requestType,
            request_number: input.requestNumber,
            scac: input.scac,
            ...(input.refNumbers ? { ref_numbers: input.refNumbers } : {})
          }
        }
      }
      return call({ method: 'POST', url: api('/tracking_requests'), body })
    },
    getTrackingRequest: (trId) =>
      get(`/tracking_requests/${id(trId)}`, { include: ['tracked_object'] }),
    listShipments: (q, include = []) => get('/shipments', { q, include }),
    getShipment: (shipmentId, include = []) => get(`/shipments/${id(shipmentId)}`, { include }),
    getContainer: (containerId) => get(`/containers/${id(containerId)}`),
    containerJourney: async (containerId, signal) => {
      const path = `/containers/${id(containerId)}`
      const include = ['shipment', 'pod_terminal', 'pickup_facility']
      const [container, events, route] = await Promise.all([
        get<SingleResponse<ContainerResource>>(path, { include }, signal),
        get<ListResponse<TransportEventResource>>(
          `${path}/transport_events`,
          { include: ['location', 'terminal', 'vessel'], 'page[size]': 100 },
          signal
        ),
        get<MapFeatureCollection>(`${path}/map_geojson`, undefined, signal).catch((err) => {
          if (err instanceof ServiceError && err.kind === 'forbidden') return null
          throw err
        })
      ])
      return { container, events, route }
    },
    deepLink: (q) => `${urls.appUrl}/shipments/find?q=${encodeURIComponent(q)}`,
    ping: async (signal) => {
      const started = Date.now()
      await callJson(
        { ...ctx, retry: PING_RETRY },
        { method: 'GET', url: api('/documents/types'), signal, retryIf: isDroppedConnection }
      )
      return { latencyMs: Date.now() - started }
    }
  }
}
