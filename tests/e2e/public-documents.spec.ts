// End-to-end: the public documents (§2 "A PDF route is allowed without login") — the terms of use
// and the privacy policy open as PDFs for a visitor, in English and Italian, and the help popover
// links the privacy policy in the reader's language.
import { expect, request, test } from '@playwright/test';
import { accounts, signIn } from './support/portal';

test.describe('public documents', () => {
  test('a visitor opens the terms of use and the privacy policy as PDFs, in English and Italian', async ({ baseURL }) => {
    const visitor = await request.newContext({ baseURL });
    try {
      const sizes: number[] = [];
      for (const path of ['/documents/terms-of-use.pdf', '/documents/terms-of-use.pdf?lang=it', '/documents/privacy-policy.pdf?lang=it']) {
        const answer = await visitor.get(path);
        expect(answer.status(), path).toBe(200);
        expect(answer.headers()['content-type']).toBe('application/pdf');
        const body = await answer.body();
        expect(body.subarray(0, 5).toString()).toBe('%PDF-');
        sizes.push(body.length);
      }
      // The Italian terms are a document of their own, not the English one again.
      expect(sizes[1]).not.toBe(sizes[0]);
      expect((await visitor.get('/documents/no-such.pdf')).status()).toBe(404);
    } finally {
      await visitor.dispose();
    }
  });

  test('the help popover links the privacy policy PDF', async ({ page }) => {
    await signIn(page, accounts.doctor);
    await page.getByRole('button', { name: 'Help' }).click();
    const link = page.getByRole('link', { name: /Privacy policy/ });
    await expect(link).toHaveAttribute('href', '/documents/privacy-policy.pdf?lang=en');
    await expect(link).toHaveAttribute('target', '_blank');
  });
});
