/**
 * The original shown beside its data in the detail view: what main hands the window, and the
 * most it reads for that. Larger files are opened in their own program instead.
 */

/** Largest original main reads for the preview (local file or the service's copy). */
export const PREVIEW_MAX_BYTES = 40 * 1024 * 1024

/** Image types the window shows natively; main sniffs the bytes, never trusts the name. */
export const PREVIEW_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const
export type PreviewImageType = (typeof PREVIEW_IMAGE_TYPES)[number]

export type OriginalPreview =
  | {
      kind: 'pdf' | 'image'
      name: string
      mediaType: 'application/pdf' | PreviewImageType
      /** Where the bytes came from: the file on this computer, or the service's copy. */
      source: 'local' | 'service'
      bytes: Uint8Array
    }
  | {
      kind: 'unavailable'
      name: string
      source: 'local' | 'service' | null
      /**
       * Why it cannot be shown here (the window says it in the clerk's language): larger than
       * PREVIEW_MAX_BYTES (`size` bytes), or neither a PDF nor an image.
       */
      reason: { kind: 'too_large'; size: number } | { kind: 'not_viewable' }
    }
