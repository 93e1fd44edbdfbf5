/** What "needs attention" and "Retry failed" count, where they differ. */
export default {
  /** The tooltip of "Retry failed (N)" when fewer can be retried than need attention. */
  retryPart:
    '{n} of the {total} files that need attention can be tried again; trying again does not help the others: an empty file has to be scanned again, a document on no shipment needs its number tracked. | {n} of the {total} files that need attention can be tried again; trying again does not help the others: an empty file has to be scanned again, a document on no shipment needs its number tracked.'
}
