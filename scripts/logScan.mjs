// What the services logged during the end-to-end run, read for what no log may hold: a password
// (the demo accounts' and the ones the scenarios type), a link or session token, a national ID of
// the seeded patients' formats. A finding names its file, line and kind, never the value itself.
import { readFileSync, existsSync } from 'node:fs';

/** The kinds of secret looked for, each a pattern over one log line. */
export const SECRET_PATTERNS = [
  { kind: 'a demo password', pattern: /Portal!2026/ },
  { kind: 'a password field with its value', pattern: /"(?:p|P|newP|currentP)assword"\s*:\s*"(?!\[redacted\])[^"]/ },
  { kind: 'a bearer token', pattern: /Bearer [A-Za-z0-9._~+/-]{16,}/ },
  { kind: 'a token in a query string', pattern: /[?&](?:token|code|linkToken)=(?!\[redacted\])[^&\s"]/ },
  { kind: 'a link token in a path', pattern: /\/(?:password-links|reports|email-changes)\/(?!\[redacted\])[^/?\s"]{12,}/ },
  { kind: 'an Italian national ID (codice fiscale)', pattern: /\b[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]\b/ },
  { kind: 'a UK NHS number', pattern: /\b\d{3} \d{3} \d{4}\b/ },
  { kind: 'an Israeli ID number', pattern: /"\d{9}"/ },
  { kind: 'a US medical record number', pattern: /\bMRN-\d{7}\b/ },
];

/** Every finding in `text`: the line number and the kind, never the matched value. */
export function findSecrets(text) {
  const findings = [];
  text.split('\n').forEach((line, index) => {
    for (const { kind, pattern } of SECRET_PATTERNS) if (pattern.test(line)) findings.push({ line: index + 1, kind });
  });
  return findings;
}

/** Scans the log files (missing ones are skipped); returns the lines read and the findings by file. */
export function scanLogFiles(files) {
  let lines = 0;
  const findings = [];
  for (const file of files) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    lines += text.split('\n').filter(Boolean).length;
    for (const finding of findSecrets(text)) findings.push({ file, ...finding });
  }
  return { lines, findings };
}
