/** What "needs attention" and "Retry failed" count, where they differ. */
export default {
  /** The tooltip of "Retry failed (N)" when fewer can be retried than need attention. */
  retryPart:
    '{n} van de {total} bestanden die aandacht vragen kan opnieuw worden geprobeerd; een leeg bestand moet opnieuw worden gescand. | {n} van de {total} bestanden die aandacht vragen kunnen opnieuw worden geprobeerd; een leeg bestand moet opnieuw worden gescand.'
}
