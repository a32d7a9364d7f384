import { securityTxt } from './security-txt';

describe('security.txt (RFC 9116)', () => {
  const text = securityTxt({
    contact: 'mailto:sicherheit@example.org',
    origin: 'https://portal.example.org',
    validDays: 180,
    now: () => new Date('2026-11-21T10:00:00.123Z'),
  });

  it('has the required and the recommended fields', () => {
    expect(text.split('\n')).toEqual([
      'Contact: mailto:sicherheit@example.org',
      'Expires: 2027-05-20T10:00:00Z',
      'Preferred-Languages: de, en',
      'Canonical: https://portal.example.org/.well-known/security.txt',
      '',
    ]);
  });
});
