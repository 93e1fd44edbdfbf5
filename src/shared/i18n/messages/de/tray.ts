import type { Catalog } from '../../catalog'
import type source from '../en/tray'

export default {} satisfies Catalog<typeof source>
