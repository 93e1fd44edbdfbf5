/** What "needs attention" and "Retry failed" count, where they differ. */
export default {
  /** The tooltip of "Retry failed (N)" when fewer can be retried than need attention. */
  retryPart:
    '{n} der {total} zu prüfenden Dateien lässt sich erneut versuchen; eine leere Datei bitte neu scannen. | {n} der {total} zu prüfenden Dateien lassen sich erneut versuchen; eine leere Datei bitte neu scannen.'
}
