import type { Catalog } from '../../catalog'
import type source from '../en/inbox'

export default {} satisfies Catalog<typeof source>
