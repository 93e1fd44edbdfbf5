/** What "needs attention" and "Retry failed" count, where they differ. */
export default {
  /** The tooltip of "Retry failed (N)" when fewer can be retried than need attention. */
  retryPart:
    '{n} der {total} zu prüfenden Dateien lässt sich erneut versuchen; den übrigen hilft das nicht: eine leere Datei bitte neu scannen, für ein Dokument ohne Sendung die Nummer verfolgen. | {n} der {total} zu prüfenden Dateien lassen sich erneut versuchen; den übrigen hilft das nicht: eine leere Datei bitte neu scannen, für ein Dokument ohne Sendung die Nummer verfolgen.'
}
