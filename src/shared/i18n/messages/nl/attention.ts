/** What "needs attention" and "Retry failed" count, where they differ. */
export default {
  /** The tooltip of "Retry failed (N)" when fewer can be retried than need attention. */
  retryPart:
    '{n} van de {total} bestanden die aandacht vragen kan opnieuw worden geprobeerd; bij de andere helpt dat niet: een leeg bestand moet opnieuw worden gescand, van een document zonder zending moet het nummer worden gevolgd. | {n} van de {total} bestanden die aandacht vragen kunnen opnieuw worden geprobeerd; bij de andere helpt dat niet: een leeg bestand moet opnieuw worden gescand, van een document zonder zending moet het nummer worden gevolgd.'
}
