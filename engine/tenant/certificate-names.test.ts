import { describe, expect, it } from 'vitest';
import { organisationCertificateNames, parseDistinguishedName } from './certificate-names';

describe('certificate names', () => {
  it('parses a distinguished name written as CN=..., O=..., C=..', () => {
    expect(parseDistinguishedName('CN=Thai Government Document CA, O=Government, C=TH')).toEqual({
      commonName: 'Thai Government Document CA',
      organization: 'Government',
      country: 'TH',
    });
    expect(parseDistinguishedName('cn=A\\, B,ou=Unit, X=ignored')).toEqual({ commonName: 'A, B', organizationalUnit: 'Unit' });
  });

  it('reads the issuer and the subject of a manifest', () => {
    const names = organisationCertificateNames({
      organization: {
        departmentId: 1,
        departmentName: { th: 'หน่วยงาน', en: 'Agency' },
        certificate: { issuer: 'CN=Agency CA, O=Agency, C=TH', subject: 'O=Agency' },
        headRoleIds: [1],
      },
    });
    expect(names.issuer).toEqual({ commonName: 'Agency CA', organization: 'Agency', country: 'TH' });
    expect(names.subject).toEqual({ organization: 'Agency', country: 'TH' });
  });
});
