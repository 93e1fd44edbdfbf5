import type { Catalog } from '../../catalog'
import type source from '../en/detail'

export default {} satisfies Catalog<typeof source>
