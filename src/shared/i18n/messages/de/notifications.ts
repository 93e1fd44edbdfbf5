import type { Catalog } from '../../catalog'
import type source from '../en/notifications'

export default {} satisfies Catalog<typeof source>
