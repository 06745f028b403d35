import { FileTypeSnifferAdapter } from './file-type-sniffer.adapter';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe('FileTypeSnifferAdapter', () => {
  const sniffer = new FileTypeSnifferAdapter();

  it('names what the bytes are, whatever a name would say', async () => {
    expect(await sniffer.detectMime(PNG)).toBe('image/png');
    expect(await sniffer.detectMime(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'))).toBe('application/pdf');
  });

  it('knows nothing of text, HTML or SVG', async () => {
    expect(await sniffer.detectMime(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
    expect(await sniffer.detectMime(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
  });
});
