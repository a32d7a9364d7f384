import { TENANTS } from '@fobu/domain';
import { DOWNLOADS, downloadSize, fileType, formatSize } from './download-catalogue';

describe('download catalogue', () => {
  it('lists only files the generator wrote, so that no link is dead', () => {
    for (const tenant of TENANTS) {
      for (const document of DOWNLOADS[tenant]) expect(downloadSize(tenant, document.file)).toBeGreaterThan(500);
    }
  });

  it('writes sizes and types as Germans read them', () => {
    expect(formatSize(2565)).toBe('2,5 KB');
    expect(formatSize(3 * 1024 * 1024)).toBe('3,0 MB');
    expect(fileType('programmheft-2026-27.pdf')).toBe('PDF');
  });
});
