import type { Catalog } from '../../catalog'
import type source from '../en/states'

export default {} satisfies Catalog<typeof source>
