/**
 * Importing a record from elsewhere as a CV entry of its own kind (issue 17, ADR 017): a LinkedIn
 * data export (ZIP), a JSON Resume (.json), a Europass CV (XML, or a Europass PDF with the XML inside).
 */
export const cvImportKinds = ['linkedin', 'json_resume', 'europass'] as const;
export type CvImportKind = (typeof cvImportKinds)[number];

/** What the file picker offers for each kind. */
export const CV_IMPORT_ACCEPT: Record<CvImportKind, Record<string, string[]>> = {
  linkedin: { 'application/zip': ['.zip'], 'application/x-zip-compressed': ['.zip'] },
  json_resume: { 'application/json': ['.json'] },
  europass: { 'application/xml': ['.xml'], 'text/xml': ['.xml'], 'application/pdf': ['.pdf'] },
};

/** Why the server refused a file at once (the content does not fit the kind chosen). */
export const cvImportRefusals = ['not_zip', 'not_json', 'not_xml_or_pdf'] as const;
export type CvImportRefusal = (typeof cvImportRefusals)[number];
