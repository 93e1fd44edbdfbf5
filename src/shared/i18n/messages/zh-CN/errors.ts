import type { Catalog } from '../../catalog'
import type source from '../en/errors'

export default {} satisfies Catalog<typeof source>
