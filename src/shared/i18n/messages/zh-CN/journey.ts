import type { Catalog } from '../../catalog'
import type source from '../en/journey'

export default {} satisfies Catalog<typeof source>
