/** What "needs attention" and "Retry failed" count, where they differ. */
export default {
  /** The tooltip of "Retry failed (N)" when fewer can be retried than need attention. */
  retryPart:
    '{n} de los {total} archivos que requieren atención se puede reintentar; un archivo vacío hay que escanearlo de nuevo. | {n} de los {total} archivos que requieren atención se pueden reintentar; un archivo vacío hay que escanearlo de nuevo.'
}
