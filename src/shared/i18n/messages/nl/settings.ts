import type { Catalog } from '../../catalog'
import type source from '../en/settings'

export default {} satisfies Catalog<typeof source>
