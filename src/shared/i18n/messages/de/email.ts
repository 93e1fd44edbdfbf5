import type { Catalog } from '../../catalog'
import type source from '../en/email'

export default {} satisfies Catalog<typeof source>
