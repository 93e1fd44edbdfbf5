import type { Catalog } from '../../catalog'
import type source from '../en/lookup'

export default {} satisfies Catalog<typeof source>
