import type { Catalog } from '../../catalog'
import type source from '../en/errors'

export default {
  kind: {
    auth: 'Der Dienst hat den API-Schlüssel abgelehnt.',
    forbidden: 'Der Dienst erlaubt das mit dem aktuellen API-Schlüssel nicht.',
    validation: 'Die Anfrage wurde als ungültig abgelehnt.',
    not_found: 'Der Dienst hat das Angefragte nicht gefunden.',
    duplicate: 'Der Dienst hat diese Datei bereits.',
    rate_limited: 'Der Dienst erhält zu viele Anfragen; Dropdock wartet und versucht es erneut.',
    upstream: 'Die Anfrage konnte nicht abgeschlossen werden.',
    network: 'Der Dienst ist nicht erreichbar.',
    timeout: 'Der Dienst hat nicht rechtzeitig geantwortet.',
    malformed: 'Der Dienst hat eine Antwort gesendet, die Dropdock nicht lesen kann.',
    internal:
      'In Dropdock ist ein Fehler aufgetreten. Kopieren Sie den Fehler für Ihre IT-Abteilung.',
    unexpected_answer: 'Der Dienst hat in einer Form geantwortet, die Dropdock nicht erwartet.',
    answer_too_large: 'Die Antwort des Dienstes war zu groß; Dropdock hat sie nicht gelesen.',
    file: 'Die Datei konnte nicht gelesen werden.',
    checksum: 'Die Datei ist nicht unversehrt angekommen; sie muss erneut gesendet werden.',
    too_large: 'Die Datei ist zu groß für den Dienst.',
    not_a_document:
      'Die Datei ist kein Dokument, das der Dienst lesen kann (ein Archiv, eine Office-Datei oder unbekannte Daten): Senden Sie ein PDF, ein Bild oder eine Textdatei.'
  },
  in: {
    settings: {
      forbidden:
        'Die Änderung wurde nicht übernommen: Ihre IT-Abteilung hat dies festgelegt, oder die Änderung wurde nicht bestätigt.',
      validation:
        'Der Wert wurde als ungültig abgelehnt; prüfen Sie ihn und versuchen Sie es erneut.',
      file: 'Der Ordner konnte nicht gelesen oder beschrieben werden.'
    },
    lookup: {
      validation:
        'Der Dienst hat diese Nummer nicht angenommen. Prüfen Sie sie und versuchen Sie es erneut.',
      not_found: 'Der Dienst kennt unter dieser Nummer nichts.'
    },
    webApp: {
      forbidden:
        'Ihre Adresse liegt nicht auf der Website des Dienstes, daher öffnet Dropdock sie nicht.',
      validation: 'Für diesen Dienst ist keine Web-App-Adresse eingestellt.'
    },
    document: {
      not_found: 'Die Datei oder ihre Kopie beim Dienst wurde nicht gefunden.',
      file: 'Die Datei konnte nicht geöffnet werden.'
    },
    split: {
      validation:
        'Dropdock teilt diese Datei so nicht. Sie wurde vielleicht seit dem Senden geändert, ist beschädigt oder geschützt, oder sie ist schon mehrere Dokumente.',
      not_found: 'Die Datei ist nicht mehr im Eingang.',
      file: 'Die Datei konnte auf diesem Computer nicht gelesen werden.'
    }
  },
  /** Why a dropped or chosen path was not taken (RefusalKind), after its name. */
  reason: {
    link: 'Die Datei wurde in eine symbolische Verknüpfung umgewandelt, nachdem Dropdock sie übernommen hatte, daher hat Dropdock sie nicht gelesen: Eine Verknüpfung kann zu Dateien führen, die nie gesendet werden sollten.',
    folder_link:
      'Ein Ordner auf dem Weg zu dieser Datei wurde in eine symbolische Verknüpfung umgewandelt, nachdem Dropdock die Datei übernommen hatte, daher hat Dropdock sie nicht gelesen: Eine Verknüpfung kann zu Dateien führen, die nie gesendet werden sollten.'
  },
  refusal: {
    missing: 'es ist nicht (mehr) auf diesem Computer',
    folder:
      'es ist ein Ordner; ziehen Sie die Dateien darin hierher oder überwachen Sie den Ordner in den Einstellungen',
    notRegular: 'es ist ein Gerät, eine Pipe oder ein Socket, keine Datei',
    program: 'es ist ein Programm oder Skript, kein Dokument',
    tooLarge: 'es ist größer als {limit}, die Obergrenze zum Senden'
  },
  about: '{name}: {reason}',
  explain: {
    duplicate:
      'Der Dienst hat genau diese Datei bereits. Nichts wurde doppelt angelegt: Dieser Eintrag verweist auf das vorhandene Dokument, es ist also nichts zu tun.',
    duplicateOf:
      'Der Dienst hat genau diese Datei bereits als „{name}“. Nichts wurde doppelt angelegt: Dieser Eintrag verweist auf das vorhandene Dokument, es ist also nichts zu tun.',
    failed:
      'Dropdock hat aufgehört, diese Datei zu senden. Beheben Sie die Ursache und klicken Sie dann auf „Erneut versuchen“. „Fehler kopieren“ liefert die Details für Ihre IT-Abteilung.',
    failedBecause:
      'Dropdock hat aufgehört, diese Datei zu senden: {reason} Beheben Sie die Ursache und klicken Sie dann auf „Erneut versuchen“. „Fehler kopieren“ liefert die Details für Ihre IT-Abteilung.',
    empty:
      'Diese Datei hat keinen Inhalt (0 Byte) und wurde daher nicht gesendet. Vermutlich wurde sie gespeichert oder gescannt, bevor das erzeugende Programm fertig war. Speichern oder scannen Sie sie erneut; ein überwachter Ordner übernimmt die neue Version von selbst.',
    stalled:
      'Der Dienst hat dieses Dokument angenommen, es aber nicht in der üblichen Zeit klassifiziert oder ausgelesen. Klicken Sie auf „Neu klassifizieren“ oder „Neu auslesen“, um erneut anzufragen; verzögert es sich weiterhin, ist der Dienst heute vielleicht langsam.',
    serviceNote: 'Der Dienst meldet: „{note}“',
    extraction_failed:
      'Der Dienst hat das Dokument erkannt, konnte aber seine Daten nicht lesen (ein schlechter Scan oder ein unerwartetes Layout). Prüfen Sie, ob der Dokumenttyp stimmt – ändern Sie ihn sonst unten –, und klicken Sie dann auf „Neu auslesen“.',
    retrying:
      'Ein vorübergehendes Problem. Dropdock versucht es um {time} von selbst erneut (Versuch {attempt}).',
    retryingBecause:
      'Ein vorübergehendes Problem ({reason}). Dropdock versucht es um {time} von selbst erneut (Versuch {attempt}).',
    retryingSoon:
      'Ein vorübergehendes Problem. Dropdock versucht es gleich von selbst erneut (Versuch {attempt}).',
    retryingSoonBecause:
      'Ein vorübergehendes Problem ({reason}). Dropdock versucht es gleich von selbst erneut (Versuch {attempt}).',
    paused:
      'Die Annahme ist pausiert. Diese Datei geht dort weiter, wo sie aufgehört hat, sobald Sie auf „Fortsetzen“ klicken.'
  }
} satisfies Catalog<typeof source>
