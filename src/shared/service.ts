/**
 * Types of the service's JSON:API resources, as the interface document and the service facts
 * describe them. Used by the sandbox (which produces them) and the client (which reads them).
 * Types, plus constant tables of the enumerated values the public service uses; each kind of
 * resource in a module of its own under service/.
 */
export * from './service/jsonApi'
export * from './service/documents'
export * from './service/shipments'
export * from './service/places'
export * from './service/tracking'
export * from './service/webhooks'
export * from './service/map'
