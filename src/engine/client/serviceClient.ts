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
  ShippingLineResource,
  TrackingRequestType,
  TransportEventResource,
  WebhookNotificationResource
} from '../../shared/service'
import { MAX_PAGE_SIZE } from '../../shared/service'
import { documentPageUrl } from '../../shared/serviceUrl'
import type { ServiceConfig } from './config'
import { isDroppedConnection } from './describeFailure'
import { checkAnswer } from './checkAnswer'
import { hashDownload, type ContentHash } from './contentHash'
import { ServiceError } from './errors'
import { callJson, type HttpContext } from './http'
import { putBlob, type PutBlobOptions, type UploadBody } from './putBlob'
import { requestsFor, type Requests } from './requests'
import { documentDeletes, type DocumentDeletes } from './documentDeletes'

export type { ContentHash, ServiceConfig, UploadBody }

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

export interface ServiceClient extends DocumentDeletes {
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
  /**
   * Throws kind 'duplicate' (meta.existing_document_id) when the content is already there.
   * `documentType` is sent as `document_type_manual`: the type the service extracts under.
   */
  createDocument(
    name: string,
    signedId: string,
    signal?: AbortSignal,
    documentType?: string
  ): Promise<SingleResponse<DocumentResource>>
  getDocument(
    id: string,
    include?: DocumentInclude[],
    signal?: AbortSignal
  ): Promise<SingleResponse<DocumentResource>>
  listDocuments(params?: ListDocumentsParams): Promise<ListResponse<DocumentResource>>
  documentTypes(): Promise<DocumentTypeOption[]>
  /**
   * Changes a document. Repeated on a transient failure, unless `once`: then only a 429 (the
   * service refused without acting) is waited out, and the caller reads what became of it.
   */
  patchDocument(
    id: string,
    patch: DocumentPatch,
    opts?: { once?: boolean }
  ): Promise<SingleResponse<DocumentResource>>
  reclassify(id: string): Promise<AcceptedResponse>
  relink(id: string): Promise<AcceptedResponse>
  reextract(id: string): Promise<AcceptedResponse>
  downloadUrl(id: string): Promise<string>
  /** The MD5 of the document's file as served (stopped past `maxBytes`); it reports none. */
  documentContent(id: string, maxBytes: number, signal?: AbortSignal): Promise<ContentHash>
  documentSchema(fullVersion: string): Promise<SingleResponse<DocumentSchemaResource>>
  /** The account's document schemas (`GET /document_schemas`): each type's current one. */
  documentSchemas(): Promise<ListResponse<DocumentSchemaResource>>
  listNotifications(
    params?: ListNotificationsParams,
    signal?: AbortSignal
  ): Promise<ListResponse<WebhookNotificationResource>>
  inferNumber(number: string, signal?: AbortSignal): Promise<InferResponse>
  createTrackingRequest(
    input: TrackingRequestInput
  ): Promise<SingleResponse<TrackingRequestResource>>
  getTrackingRequest(id: string): Promise<SingleResponse<TrackingRequestResource>>
  /** The shipping lines the service tracks (`GET /shipping_lines`): what a clerk picks from. */
  listShippingLines(): Promise<ListResponse<ShippingLineResource>>
  listShipments(q: string, include?: string[]): Promise<ListResponse<ShipmentResource>>
  getShipment(id: string, include?: string[]): Promise<SingleResponse<ShipmentResource>>
  getContainer(id: string): Promise<SingleResponse<ContainerResource>>
  /** A container with its terminals, transport events and route (see ContainerJourneyResponse). */
  containerJourney(id: string, signal?: AbortSignal): Promise<ContainerJourneyResponse>
  /** The web app page that shows whatever `q` names (container, bill of lading, booking, reference). */
  deepLink(q: string): string
  /** The web app's page of one document (`{app_url}/documents/{id}`). */
  documentPage(documentId: string): string
  /**
   * A cheap authenticated GET that tells "wrong key" from "unreachable" quickly: only a dropped
   * connection is tried again (4 tries, about 2 s in all), so one lost answer does not make a
   * working service look down; any answer, a refused connection or an unknown host ends it.
   */
  ping(signal?: AbortSignal): Promise<{ latencyMs: number }>
}

const PING_RETRY = { retries: 3, baseDelayMs: 250, maxDelayMs: 1_000, maxRetryAfterMs: 0 }

/**
 * The one way the engine talks to the service. Plain Node; fetch, clock and randomness are
 * injectable. Errors are ServiceError with a clerk-readable message and never the API key.
 */
export function createServiceClient(cfg: ServiceConfig): ServiceClient {
  const c = requestsFor(cfg)
  const calls = { ...documentCalls(c), ...trackingCalls(c), ...shipmentCalls(c) }
  return { ...c.urls, ...calls, ...documentDeletes(c) }
}

/** The direct upload and the document calls. */
type DocumentCalls = Pick<
  ServiceClient,
  | 'createBlob'
  | 'putBlob'
  | 'createDocument'
  | 'getDocument'
  | 'listDocuments'
  | 'documentTypes'
  | 'patchDocument'
  | 'reclassify'
  | 'relink'
  | 'reextract'
  | 'downloadUrl'
  | 'documentContent'
  | 'documentSchema'
  | 'documentSchemas'
>

function documentCalls({ urls, ctx, call, get }: Requests): DocumentCalls {
  const getDocument = (docId: string, include: DocumentInclude[] = [], signal?: AbortSignal) =>
    get<SingleResponse<DocumentResource>>(
      'document',
      '/documents/{id}',
      { id: docId },
      { include },
      signal
    )
  const downloadUrl = async (id: string): Promise<string> =>
    (await get<DownloadUrlResponse>('downloadUrl', '/documents/{id}/download_url', { id }))
      .download_url
  const action = (docId: string, what: 'reclassify' | 'relink' | 'reextract') =>
    call<AcceptedResponse>('accepted', `/documents/{id}/${what}`, {
      method: 'POST',
      params: { id: docId },
      idempotent: true
    })
  return {
    createBlob: createBlobCall(urls, ctx),
    putBlob: (url, headers, body, size, opts) => putBlob(ctx, url, headers, body, size, opts),
    // A 409 names the existing document (meta.existing_document_id); whose it is, the caller
    // decides from its own records: err.attempts > 1 says an earlier send may have made it.
    createDocument: (name, signedId, signal, documentType) =>
      call<SingleResponse<DocumentResource>>('document', '/documents', {
        method: 'POST',
        body: {
          data: {
            type: 'document',
            attributes: {
              name,
              attached_document: signedId,
              ...(documentType ? { document_type_manual: documentType } : {})
            }
          }
        },
        idempotent: true,
        signal
      }),
    getDocument,
    listDocuments: (p = {}) =>
      get(
        'documents',
        '/documents',
        {},
        {
          'page[number]': p.page,
          'page[size]': p.size,
          include: p.include,
          sort: p.sort,
          'filter[filename]': p.filter?.filename,
          'filter[reference]': p.filter?.reference,
          'filter[document_types]': p.filter?.document_types
        }
      ),
    documentTypes: async () =>
      (await get<DocumentTypesResponse>('documentTypes', '/documents/types')).document_types,
    patchDocument: (docId, patch, opts = {}) =>
      call('document', '/documents/{id}', {
        method: 'PATCH',
        params: { id: docId },
        body: { data: { type: 'document', id: docId, attributes: patch } },
        idempotent: true,
        ...(opts.once ? { retryIf: (err: ServiceError) => err.kind === 'rate_limited' } : {})
      }),
    reclassify: (docId) => action(docId, 'reclassify'),
    relink: (docId) => action(docId, 'relink'),
    reextract: (docId) => action(docId, 'reextract'),
    downloadUrl,
    documentContent: async (docId, maxBytes, signal) =>
      hashDownload(ctx, await downloadUrl(docId), maxBytes, signal),
    documentSchema: (fullVersion) =>
      get('documentSchema', '/document_schemas/{version}', { version: fullVersion }),
    documentSchemas: () => get('documentSchemas', '/document_schemas', {})
  }
}

type TrackingCalls = Pick<
  ServiceClient,
  | 'listNotifications'
  | 'inferNumber'
  | 'createTrackingRequest'
  | 'getTrackingRequest'
  | 'listShippingLines'
>

/** Notifications, the inference of a number, tracking requests. */
function trackingCalls({ call, get }: Requests): TrackingCalls {
  return {
    listNotifications: (p = {}, signal) =>
      get(
        'notifications',
        '/webhook_notifications',
        {},
        { 'page[number]': p.page, 'page[size]': p.size, 'filter[event]': p.event },
        signal
      ),
    inferNumber: (number, signal) =>
      call('inference', '/tracking_requests/infer_number', {
        method: 'POST',
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
      return call('trackingRequest', '/tracking_requests', { method: 'POST', body })
    },
    listShippingLines: () => get('shippingLines', '/shipping_lines'),
    getTrackingRequest: (trId) =>
      get(
        'trackingRequest',
        '/tracking_requests/{id}',
        { id: trId },
        { include: ['tracked_object'] }
      )
  }
}

/** Shipments and containers, the web app's links, ping. */
function shipmentCalls({
  urls,
  ctx,
  api,
  get
}: Requests): Omit<
  ServiceClient,
  keyof DocumentCalls | keyof TrackingCalls | keyof Requests['urls'] | keyof DocumentDeletes
> {
  return {
    listShipments: (q, include = []) => get('shipments', '/shipments', {}, { q, include }),
    getShipment: (shipmentId, include = []) =>
      get('shipment', '/shipments/{id}', { id: shipmentId }, { include }),
    getContainer: (containerId) => get('container', '/containers/{id}', { id: containerId }),
    containerJourney: async (containerId, signal) => {
      const params = { id: containerId }
      const [container, events, route] = await Promise.all([
        get<SingleResponse<ContainerResource>>(
          'container',
          '/containers/{id}',
          params,
          { include: ['shipment', 'pod_terminal', 'pickup_facility'] },
          signal
        ),
        get<ListResponse<TransportEventResource>>(
          'transportEvents',
          '/containers/{id}/transport_events',
          params,
          { include: ['location', 'terminal', 'vessel'], 'page[size]': MAX_PAGE_SIZE },
          signal
        ),
        get<MapFeatureCollection>(
          'mapGeojson',
          '/containers/{id}/map_geojson',
          params,
          undefined,
          signal
        ).catch((err) => {
          if (err instanceof ServiceError && err.kind === 'forbidden') return null
          throw err
        })
      ])
      return { container, events, route }
    },
    deepLink: (q) => `${urls.appUrl}/shipments/find?q=${encodeURIComponent(q)}`,
    documentPage: (id) => documentPageUrl(urls.appUrl, id),
    ping: async (signal) => {
      const started = Date.now()
      const res = await callJson<unknown>(
        { ...ctx, retry: PING_RETRY },
        { method: 'GET', url: api('/documents/types'), signal, retryIf: isDroppedConnection }
      )
      // A service that answers, but not in the form the app reads, is not a working connection.
      checkAnswer('documentTypes', res.body, 'GET /documents/types')
      return { latencyMs: Date.now() - started }
    }
  }
}

/** The blob request of the direct upload. */
function createBlobCall(urls: Requests['urls'], ctx: HttpContext): ServiceClient['createBlob'] {
  const directUploadPath = new URL(urls.directUploadUrl).pathname
  return async (blob, signal) => {
    // The blob request carries the key: it goes to the service's own origin or nowhere,
    // whoever set the address (settings, managed file, CLI flag).
    const uploadOrigin = new URL(urls.directUploadUrl).origin
    const serviceOrigin = new URL(urls.baseUrl).origin
    if (uploadOrigin !== serviceOrigin) {
      throw new ServiceError({
        kind: 'forbidden',
        transient: false,
        message: `The direct-upload address ${uploadOrigin} is not on the service's origin (${serviceOrigin}); the API key is not sent there.`
      })
    }
    const res = await callJson<unknown>(ctx, {
      method: 'POST',
      url: urls.directUploadUrl,
      body: { blob },
      contentType: 'application/json',
      idempotent: true,
      signal
    })
    return checkAnswer<BlobResponse>('blob', res.body, `POST ${directUploadPath}`)
  }
}
