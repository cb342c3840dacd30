import type { Logger } from 'pino';

import type { Config } from '../config.ts';
import { directoryStorage } from './directoryStorage.ts';
import { s3Storage } from './s3Storage.ts';
import type { UploadStorage } from './uploadStorage.ts';

/** The configured place for uploads: the S3 bucket when `S3_BUCKET` is set, the upload directory otherwise. */
export function createUploadStorage(config: Pick<Config, 'uploadDir' | 's3'>, log: Logger): UploadStorage {
  return config.s3 ? s3Storage(config.s3, log) : directoryStorage(config.uploadDir);
}
