import type { Catalog } from '../../catalog'
import type source from '../en/shell'

export default {} satisfies Catalog<typeof source>
