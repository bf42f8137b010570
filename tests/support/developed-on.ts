/**
 * The twelve samples the engine was developed on must read exactly. The set has grown since (26):
 * the newer ones are an independent check, scored by `npm run eval:cv`, not asserted here.
 */
export const DEVELOPED_ON = [
  'en-uk-software-engineer.pdf',
  'de-marketing-sidebar.pdf',
  'fr-data-scientist-sidebar.pdf',
  'es-project-manager-twocol.pdf',
  'en-designer-photo-icons.pdf',
  'en-pl-graduate.pdf',
  'nl-hr-businesspartner.pdf',
  'it-contabile.docx',
  'nl-projectmanager-table.docx',
  'de-geschaeftsfuehrer-legacy.doc',
  'en-hospitality-to-ux.txt',
  'fr-kinesitherapeute.txt',
];
