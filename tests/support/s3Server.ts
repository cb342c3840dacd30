import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

import type { S3Settings } from '../../server/config.ts';

/** s3rver takes any bucket and these credentials. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** An S3-protocol server of the test's own (s3rver), on a free loopback port, keeping objects in a temporary directory. */
export interface TestS3 {
  endpoint: string;
  /** The server's environment for a fresh, not yet existing bucket: the site creates it. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

let buckets = 0;

export async function startTestS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'gv-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env() {
      buckets += 1;
      return {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: `gv-uploads-${process.pid}-${buckets}`,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      };
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The stored names in a bucket's upload prefix, sorted, as the site's own listing would give them. */
export async function bucketListing(settings: S3Settings): Promise<string[]> {
  const client = new S3Client({
    endpoint: settings.endpoint,
    forcePathStyle: true,
    region: settings.region,
    credentials: settings.credentials,
  });
  try {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: settings.bucket,
          Prefix: settings.prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) names.push((object.Key ?? '').slice(settings.prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort();
  } finally {
    client.destroy();
  }
}
