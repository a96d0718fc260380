// ATTACHMENT_STORE=s3: bytes as objects in an S3-compatible bucket (AWS, MinIO, R2, …), keys as
// s3-keys.ts lays them out. Objects are written before the metadata row commits; a failed commit
// can leave an object nobody can reach (no row points at it), never a row without its bytes.
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { DiaryConfig } from '../config';
import { AttachmentRef, AttachmentStore, AttachmentVariant } from './attachment-store';
import { attachmentKey, userPrefix } from './s3-keys';

const VARIANTS: AttachmentVariant[] = ['original', 'thumb'];

export class S3AttachmentStore implements AttachmentStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(config: DiaryConfig) {
    if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required when ATTACHMENT_STORE=s3');
    this.bucket = config.S3_BUCKET;
    this.prefix = config.S3_PREFIX;
    this.client = new S3Client({
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }

  async put(
    _em: unknown,
    ref: AttachmentRef,
    files: { original: Buffer; originalType: string; thumb: Buffer; thumbType: string },
  ): Promise<void> {
    await Promise.all([
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: attachmentKey(this.prefix, ref, 'original'),
          Body: files.original,
          ContentType: files.originalType,
        }),
      ),
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: attachmentKey(this.prefix, ref, 'thumb'),
          Body: files.thumb,
          ContentType: files.thumbType,
        }),
      ),
    ]);
  }

  async get(ref: AttachmentRef, variant: AttachmentVariant): Promise<Buffer | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: attachmentKey(this.prefix, ref, variant) }),
      );
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  async remove(refs: AttachmentRef[]): Promise<void> {
    const keys = refs.flatMap((ref) => VARIANTS.map((v) => attachmentKey(this.prefix, ref, v)));
    await this.deleteKeys(keys);
  }

  async removeUser(userId: string): Promise<void> {
    const prefix = userPrefix(this.prefix, userId);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      await this.deleteKeys((page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  private async deleteKeys(keys: string[]): Promise<void> {
    // DeleteObjects takes at most 1,000 keys a call.
    for (let i = 0; i < keys.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }
}
