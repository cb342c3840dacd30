import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Logger } from 'pino';

import { immutableForAYear } from '../answers/cacheControl.ts';
import type { S3Settings } from '../config.ts';
import type { UploadStorage } from './uploadStorage.ts';
import { setUploadHeaders, StorageUnavailableError, storedName } from './uploadStorage.ts';

/** How long one call to the bucket may take before it counts as failed. */
const timeoutMs = 5000;
const contentType = 'image/webp';

/**
 * Uploads in an S3-compatible bucket shared by every instance. The bucket stays private: the site
 * reads objects and serves them itself, with the same headers as from a directory.
 */
export function s3Storage(settings: S3Settings, log: Logger): UploadStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    region: settings.region,
    credentials: settings.credentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
    // Checksums only where S3 requires them: not every S3-compatible server knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (name: string) => {
    if (!storedName.test(name)) throw new Error(`Not a stored upload name: ${name}`);
    return settings.prefix + name;
  };
  const get = async (name: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: keyOf(name) }));
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  };

  return {
    // A bucket that cannot be used stops the start: better found now than at the first upload.
    async prepare() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        if (!(error instanceof NotFound)) {
          const where = settings.endpoint ?? 'AWS S3';
          throw new Error(`The uploads bucket ${Bucket} at ${where} cannot be used`, { cause: error });
        }
        await client.send(new CreateBucketCommand({ Bucket }));
        log.info({ bucket: Bucket }, 'Created the uploads bucket');
      }
    },
    async put(name, bytes) {
      const write = new PutObjectCommand({
        Bucket,
        Key: keyOf(name),
        Body: bytes,
        ContentType: contentType,
        CacheControl: immutableForAYear,
      });
      await client.send(write).catch((error: unknown) => {
        throw new StorageUnavailableError(error);
      });
    },
    async read(name) {
      if (!storedName.test(name)) return null;
      const object = await get(name);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
    },
    async serve(req, res, next) {
      const name = req.path.slice(1);
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !storedName.test(name)) return next();
      let object;
      try {
        object = await get(name);
      } catch (error) {
        log.warn({ err: error, name }, 'The uploads bucket did not answer');
        res.status(503).setHeader('Retry-After', '5').type('text/plain').send('Image store unavailable');
        return;
      }
      if (!object?.Body) return next();
      const body = object.Body as Readable;
      setUploadHeaders(res);
      res.type(contentType);
      if (object.ETag) res.setHeader('ETag', object.ETag);
      if (object.LastModified) res.setHeader('Last-Modified', object.LastModified.toUTCString());
      if (req.fresh) {
        body.destroy();
        res.status(304).end();
        return;
      }
      if (object.ContentLength !== undefined) res.setHeader('Content-Length', String(object.ContentLength));
      if (req.method === 'HEAD') {
        body.destroy();
        res.end();
        return;
      }
      await pipeline(body, res).catch((error: unknown) => {
        log.warn({ err: error, name }, 'An upload stopped while being sent');
      });
    },
    close() {
      client.destroy();
    },
  };
}
