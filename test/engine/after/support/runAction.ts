/**
 * Runs one folder action in a process of its own, so a test can run it as another user (or as
 * root without its capabilities): argv[2] is JSON { folder, file, outcome, reason? }; prints
 * JSON { result } or { error: { message, code, refusal } } and the warning it makes.
 */
import {
  actionWarning,
  applyAfterUpload,
  type Outcome
} from '../../../../src/engine/after/afterUpload'
import { resolveFolder } from '../../../../src/engine/watch/folderConfig'

const { folder, file, outcome, reason } = JSON.parse(process.argv[2]) as {
  folder: Parameters<typeof resolveFolder>[0]
  file: string
  outcome: Outcome
  reason?: string
}
const resolved = resolveFolder(folder)
applyAfterUpload(resolved, file, outcome, reason).then(
  (result) => process.stdout.write(JSON.stringify({ result })),
  (err: unknown) =>
    process.stdout.write(JSON.stringify({ warning: actionWarning(resolved, outcome, err) }))
)
