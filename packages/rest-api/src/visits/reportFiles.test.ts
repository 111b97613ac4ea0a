import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { attachmentHeader, contentTypeOf, newStorageKey, sanitizeFileName } from './reportFiles';
import { createFsReportStore, createMemoryReportStore, readStoredReport } from './reportStore';

describe('report file names', () => {
  it('keeps the last segment in plain characters, never a path or a hidden file', () => {
    expect(sanitizeFileName('ProtocolReport_20260315_0945.pdf')).toBe('ProtocolReport_20260315_0945.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\reports\\Visita è "finale".pdf')).toBe('Visita e _finale_.pdf');
    expect(sanitizeFileName('.htaccess')).toBe('htaccess');
    expect(sanitizeFileName('résumé\u0000\n.txt')).toBe('resume_.txt');
    expect(sanitizeFileName('..')).toBeNull();
    expect(sanitizeFileName('???')).toBeNull();
    const long = sanitizeFileName(`${'a'.repeat(300)}.pdf`) as string;
    expect(long).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('answers the right content type and an attachment header', () => {
    expect(contentTypeOf('a.PDF')).toBe('application/pdf');
    expect(contentTypeOf('a.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeOf('a.exe')).toBe('application/octet-stream');
    expect(attachmentHeader('Report (1).pdf')).toBe(`attachment; filename="Report (1).pdf"; filename*=UTF-8''Report%20(1).pdf`);
    expect(newStorageKey(new Date('2026-03-15T09:45:00Z'), 'r.pdf')).toMatch(/^visit-reports\/2026\/[0-9a-f]{32}\/r\.pdf$/);
  });
});

describe('report stores', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reports-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const [name, store] of [
    ['filesystem', createFsReportStore(dir)],
    ['memory', createMemoryReportStore()],
  ] as const) {
    it(`${name}: writes, reads, replaces and removes files by key`, async () => {
      const key = 'visit-reports/2026/abc/Report (1).pdf';
      expect(await store.has(key)).toBe(false);
      expect(await store.open(key)).toBeNull();
      await store.put(key, Buffer.from('first'));
      await store.put(key, Buffer.from('second'));
      expect(await store.has(key)).toBe(true);
      expect((await store.open(key))?.size).toBe(6);
      expect((await readStoredReport(store, key))?.toString()).toBe('second');
      await store.remove(key);
      await store.remove(key);
      expect(await store.has(key)).toBe(false);
    });

    it(`${name}: refuses keys that could leave the store`, async () => {
      for (const key of ['../x.pdf', '/etc/passwd', 'a/../../x', 'a//b', 'a\\b', '.hidden', 'a/./b', '']) {
        await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid report storage key/);
      }
    });
  }

  it('filesystem: keeps the files under its directory', async () => {
    const store = createFsReportStore(dir);
    await store.put('visit-reports/2026/k/r.pdf', Buffer.from('on disk'));
    expect(await readStoredReport(createFsReportStore(dir), 'visit-reports/2026/k/r.pdf')).toEqual(Buffer.from('on disk'));
  });
});
