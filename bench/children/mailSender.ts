/**
 * Bench child: a local process mailing hostile messages to the embedded sandbox the way a mail
 * server would (with its key), one after the other. Gets `{ baseUrl, apiKey, mails }` over its
 * IPC channel (the key never on a command line) and answers `{ statuses }` there.
 */
import { readFile } from 'node:fs/promises'

interface Job {
  baseUrl: string
  apiKey: string
  /** Files holding raw RFC 822 messages, sent in this order. */
  mails: string[]
}

process.once('message', (job: Job) => {
  void (async () => {
    const statuses: number[] = []
    for (const file of job.mails) {
      const res = await fetch(`${job.baseUrl.replace(/\/v2\/?$/, '')}/sandbox/inbound-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'message/rfc822', Authorization: `Token ${job.apiKey}` },
        body: new Uint8Array(await readFile(file))
      }).catch(() => null)
      await res?.arrayBuffer().catch(() => null)
      statuses.push(res?.status ?? 0)
    }
    process.send?.({ statuses }, () => process.exit(0))
  })()
})
