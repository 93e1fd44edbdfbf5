/** What "needs attention" and "Retry failed" count, where they differ. */
export default {
  /** The tooltip of "Retry failed (N)" when fewer can be retried than need attention. */
  retryPart:
    '{n} de los {total} archivos que requieren atención se puede reintentar; reintentar no ayuda a los demás: un archivo vacío hay que escanearlo de nuevo y un documento sin envío necesita que se siga su número. | {n} de los {total} archivos que requieren atención se pueden reintentar; reintentar no ayuda a los demás: un archivo vacío hay que escanearlo de nuevo y un documento sin envío necesita que se siga su número.'
}
