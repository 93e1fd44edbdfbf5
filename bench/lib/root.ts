import { fileURLToPath } from 'node:url'

/** Repository root (bench/lib/../..), so children start from the same place whatever the cwd. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
