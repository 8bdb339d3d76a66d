import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, MAX_PHOTO_BYTES, renderRenditions } from './renditions';

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8b5a2b' } });

describe('renderRenditions', () => {
  it('makes WebP files at the storefront widths, keeping the proportions', async () => {
    const source = await photo(2400, 1600).jpeg().toBuffer();
    const renditions = await renderRenditions(source);
    expect(renditions.map((r) => [r.width, r.height])).toEqual([
      [320, 213],
      [640, 427],
      [1024, 683],
      [1600, 1067],
    ]);
    for (const rendition of renditions) {
      expect((await sharp(rendition.bytes).metadata()).format).toBe('webp');
    }
  });

  it('never enlarges a small photo: one rendition at its own width', async () => {
    const source = await photo(500, 400).png().toBuffer();
    const renditions = await renderRenditions(source);
    expect(renditions.map((r) => r.width)).toEqual([320, 500]);
  });

  it('drops the camera metadata (EXIF with the GPS position) and turns the photo upright', async () => {
    const source = await photo(1200, 800)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCam', Model: 'X1' } } })
      .toBuffer();
    expect((await sharp(source).metadata()).exif).toBeDefined();
    const [smallest] = await renderRenditions(source);
    const metadata = await sharp(smallest!.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    // Orientation 6 is a photo taken holding the phone upright: portrait once turned.
    expect(smallest!.height).toBeGreaterThan(smallest!.width);
  });

  it('refuses what is not a JPEG, PNG or WebP picture by its bytes, whatever it is called', async () => {
    await expect(renderRenditions(Buffer.from('%PDF-1.7 not a photo'))).rejects.toThrow(
      IMAGE_MESSAGES.notImage,
    );
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
    await expect(renderRenditions(gif)).rejects.toThrow(IMAGE_MESSAGES.notImage);
  });

  it('refuses a file over 10 MB and a picture that does not decode', async () => {
    await expect(renderRenditions(Buffer.alloc(MAX_PHOTO_BYTES + 1))).rejects.toThrow(
      IMAGE_MESSAGES.tooLarge,
    );
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    await expect(renderRenditions(truncated)).rejects.toThrow(IMAGE_MESSAGES.unreadable);
  });
});
