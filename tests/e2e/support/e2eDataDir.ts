import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The data directory of the end-to-end server on `port`: a fixed place (emptied at each start), so
 * that tests can read what the server writes there, such as the mail outbox.
 */
export const e2eDataDir = (port: string) => path.join(tmpdir(), `gv-e2e-${port}`);
