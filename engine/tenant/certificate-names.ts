/**
 * The organisation's default certificate names (manifest organization.certificate): the issuer
 * the portal's own CA is created with, and the subject fields every person certificate carries
 * besides the person's name. Written in the manifest as distinguished-name strings
 * ("CN=Thai Government Document CA, O=Government, C=TH"); read here so no other code parses them.
 */
import type { TenantManifest } from './capabilities';

export interface DistinguishedNameFields {
  commonName?: string;
  organization?: string;
  organizationalUnit?: string;
  country?: string;
}

const ATTRIBUTE_KEYS: Record<string, keyof DistinguishedNameFields> = { CN: 'commonName', O: 'organization', OU: 'organizationalUnit', C: 'country' };

/**
 * Parses "CN=..., O=..., C=TH": attributes separated by commas (a comma inside a value is written
 * `\,`), names compared without case; attributes the portal does not write are ignored.
 */
export function parseDistinguishedName(text: string): DistinguishedNameFields {
  const fields: DistinguishedNameFields = {};
  for (const part of text.split(/(?<!\\),/)) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const key = ATTRIBUTE_KEYS[part.slice(0, equals).trim().toUpperCase()];
    const value = part
      .slice(equals + 1)
      .trim()
      .replace(/\\,/g, ',');
    if (key && value) fields[key] = value;
  }
  return fields;
}

export interface OrganisationCertificateNames {
  /** The CA's subject (it issues itself); its common name is always set. */
  issuer: DistinguishedNameFields & { commonName: string };
  /** Fields each person certificate adds to the person's name. */
  subject: Omit<DistinguishedNameFields, 'commonName'>;
}

export function organisationCertificateNames(manifest: Pick<TenantManifest, 'organization'>): OrganisationCertificateNames {
  const { issuer, subject } = manifest.organization.certificate;
  const issuerFields = parseDistinguishedName(issuer);
  const subjectFields = parseDistinguishedName(subject);
  const { commonName: _ignored, ...subjectRest } = subjectFields;
  void _ignored;
  return {
    issuer: { ...issuerFields, commonName: issuerFields.commonName ?? manifest.organization.departmentName.en },
    subject: { organization: subjectRest.organization ?? issuerFields.organization, ...subjectRest, country: subjectRest.country ?? issuerFields.country },
  };
}
