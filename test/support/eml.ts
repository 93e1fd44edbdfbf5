/**
 * Mail as a mail client sends it, for the sandbox's inbound route (POST /sandbox/inbound-email):
 * an RFC 822 message with a quoted-printable text body and base64 attachments (76-char lines),
 * and a poster that hands it to a running sandbox.
 */

export interface EmlOptions {
  to: string
  attachments: { name: string; bytes: Buffer }[]
  from?: string
  subject?: string
  date?: string
  messageId?: string
}

/** An RFC 822 message with a text body and the given attachments. */
export function eml(opts: EmlOptions): Buffer {
  const b = 'b1_dropdock_boundary'
  const lines = [
    `From: ${opts.from ?? '"Ana Ruiz" <ana.ruiz@shipper.example>'}`,
    `To: Dropdock docs <${opts.to}>`,
    'Cc: ops@forwarder.example',
    `Subject: ${opts.subject ?? '=?utf-8?Q?Documents_f=C3=BCr?= MAEU241234567'}`,
    `Date: ${opts.date ?? 'Mon, 02 Mar 2026 09:15:00 +0100'}`,
    `Message-ID: <${opts.messageId ?? '20260302091500.4242@shipper.example'}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${b}"`,
    '',
    `--${b}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Hello, please find the invoice and the bill of lading attached. Gr=C3=BC=',
    '=C3=9Fe, Ana'
  ]
  for (const a of opts.attachments) {
    lines.push(
      `--${b}`,
      `Content-Type: application/pdf; name="${a.name}"`,
      'Content-Transfer-Encoding: base64',
      `Content-Disposition: attachment;\r\n filename="${a.name}"`,
      '',
      ...(a.bytes.toString('base64').match(/.{1,76}/g) ?? [])
    )
  }
  lines.push(`--${b}--`, '')
  return Buffer.from(lines.join('\r\n'), 'latin1')
}

/**
 * Posts a message to the sandbox whose API is at `baseUrl` (…/v2), as its mail server would:
 * with the sandbox's key when given (the embedded sandbox takes mail only with it).
 */
export function postEml(
  baseUrl: string,
  message: Buffer,
  opts: { apiKey?: string; headers?: Record<string, string> } = {}
): Promise<Response> {
  return fetch(`${baseUrl.replace(/\/v2\/?$/, '')}/sandbox/inbound-email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'message/rfc822',
      ...(opts.apiKey ? { Authorization: `Token ${opts.apiKey}` } : {}),
      ...opts.headers
    },
    body: new Uint8Array(message)
  })
}
