import type { Catalog } from '../../catalog'
import type source from '../en/dialogs'

export default {} satisfies Catalog<typeof source>
