// `npm start`: builds the client if needed, then serves the whole product.
import './node24.mjs';

import { buildClient } from './build-client.mjs';

process.env.NODE_ENV ??= 'production';
buildClient();
await import('../server/index.ts');
