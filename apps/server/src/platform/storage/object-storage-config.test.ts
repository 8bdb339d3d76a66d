import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-config-')), ...env });

const BUCKET = {
  S3_BUCKET: 'casa-filipina-files',
  S3_ACCESS_KEY_ID: 'shop-node',
  S3_SECRET_ACCESS_KEY: 'a-long-secret-key',
};

describe('object storage settings (S3_*)', () => {
  it('keeps files on local disk when no S3_ variable is set (or all are empty)', () => {
    expect(load({}).objectStorage).toBeNull();
    expect(load({ S3_ENDPOINT: '', S3_BUCKET: ' ', S3_REGION: '' }).objectStorage).toBeNull();
  });

  it('uses a bucket at an S3-compatible endpoint: region us-east-1 and path-style addresses by default', () => {
    expect(load({ ...BUCKET, S3_ENDPOINT: 'http://127.0.0.1:9000' }).objectStorage).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'casa-filipina-files',
      region: 'us-east-1',
      accessKeyId: 'shop-node',
      secretAccessKey: 'a-long-secret-key',
      forcePathStyle: true,
    });
  });

  it('uses AWS S3 itself without S3_ENDPOINT (virtual-host addresses), with the region and style given', () => {
    expect(load({ ...BUCKET, S3_REGION: 'ap-southeast-1' }).objectStorage).toMatchObject({
      endpoint: undefined,
      region: 'ap-southeast-1',
      forcePathStyle: false,
    });
    expect(
      load({ ...BUCKET, S3_ENDPOINT: 'https://s3.example.ph', S3_FORCE_PATH_STYLE: 'false' })
        .objectStorage?.forcePathStyle,
    ).toBe(false);
  });

  it('stops on a partial setting, naming what is missing', () => {
    expect(() => load({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(ConfigError);
    expect(() => load({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'object storage needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set together (missing: S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
    expect(() => load({ ...BUCKET, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      '(missing: S3_SECRET_ACCESS_KEY)',
    );
    expect(() => load({ S3_FORCE_PATH_STYLE: 'true' })).toThrow(ConfigError);
  });

  it('stops on values that cannot work, listing each', () => {
    const attempt = () =>
      load({
        ...BUCKET,
        S3_BUCKET: 'Casa_Filipina',
        S3_ENDPOINT: 'minio:9000',
        S3_FORCE_PATH_STYLE: 'yes',
      });
    expect(attempt).toThrow(
      'S3_BUCKET: must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens',
    );
    expect(attempt).toThrow(
      'S3_ENDPOINT: must be an http(s) address such as http://127.0.0.1:9000',
    );
    expect(attempt).toThrow(/S3_FORCE_PATH_STYLE: /);
  });
});
