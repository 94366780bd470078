import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's fixed credentials: any request signed with them is accepted. */
const ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  /** The environment that points a server's upload store at this bucket. */
  environment: Record<string, string>;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** An S3-compatible server on loopback with one empty bucket, its objects in a temporary folder. */
export async function startTestS3Server(bucket = 'uploads'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'vending-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // s3rver canonicalizes a listing's encoded `prefix=vending%2F` unlike the SDK signs it; the
    // signature is the SDK's business, what the store does with the bucket is under test.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    environment: {
      UPLOAD_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
