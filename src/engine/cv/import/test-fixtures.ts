/**
 * Import files made in code for the tests (unit, integration, bench): a LinkedIn export, a Europass
 * XML of each generation, a Europass PDF with its XML attached. Only test code imports this file.
 */
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';

const csv = (rows: string[][]): string =>
  rows.map((r) => r.map((f) => (/[",\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',')).join('\r\n') + '\r\n';

/** A LinkedIn "Get a copy of your data" archive; `omit` leaves files out, as a basic export does. */
export async function linkedInZip(options: { omit?: string[]; name?: [string, string] } = {}): Promise<Uint8Array> {
  const [first, last] = options.name ?? ['Łukasz', 'Wróbel'];
  const files: Record<string, string> = {
    'Profile.csv': csv([
      ['First Name', 'Last Name', 'Maiden Name', 'Address', 'Birth Date', 'Headline', 'Summary', 'Industry', 'Zip Code', 'Geo Location', 'Twitter Handles', 'Websites', 'Instant Messengers'],
      [first, last, '', '', '', 'Senior Data Engineer', 'Data engineer building reliable pipelines, leading a team of four.', 'IT Services', '', 'Kraków, Małopolskie, Poland', '', '[PORTFOLIO:https://wrobel.dev]', ''],
    ]),
    'Positions.csv': csv([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      ['Nordlicht Analytics', 'Senior Data Engineer', 'Built ETL pipelines in Python and Apache Airflow.\nReduced processing costs by 30%, with SQL tuning.', 'Kraków, Poland', 'Mar 2021', ''],
      ['Vistula Software', 'Data Analyst', 'Reporting with Power BI and SQL, for 12 clients', 'Warsaw', 'Jan 2017', 'Feb 2021'],
      ['Student job', 'Tutor', '', '', '2015', '2016'],
    ]),
    'Education.csv': csv([
      ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
      ['AGH University of Kraków', '2012', '2017', 'Computer Science', 'Master of Science', ''],
    ]),
    'Skills.csv': csv([['Name'], ['Python'], ['SQL'], ['Apache Airflow'], ['Team Leadership']]),
    'Languages.csv': csv([
      ['Name', 'Proficiency'],
      ['Polish', 'Native or bilingual proficiency'],
      ['English', 'Full professional proficiency'],
    ]),
    'Certifications.csv': csv([
      ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
      ['Google Cloud Professional Data Engineer', '', 'Google Cloud', 'Jun 2022', '', 'X1'],
    ]),
    'Email Addresses.csv': csv([
      ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
      ['old@example.org', 'Yes', 'No', '1/1/19, 10:00 AM'],
      ['lukasz@example.org', 'Yes', 'Yes', '1/1/20, 10:00 AM'],
    ]),
    'PhoneNumbers.csv': csv([['Extension', 'Number', 'Type'], ['', '+48 601 234 567', 'Mobile']]),
    'Connections.csv': 'Notes:\r\n"When exporting your connection data, you may notice..."\r\n\r\nFirst Name,Last Name,URL\r\n',
  };
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) if (!options.omit?.includes(name)) zip.file(name, content);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

export async function foreignZip(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('holiday/photo-list.csv', 'Name,Place\nBeach,Gdańsk\n');
  zip.file('readme.txt', 'Not a LinkedIn export');
  return zip.generateAsync({ type: 'uint8array' });
}

export const EUROPASS_V3_XML = `<?xml version="1.0" encoding="UTF-8"?>
<SkillsPassport xmlns="http://europass.cedefop.europa.eu/Europass" locale="ro">
  <DocumentInfo><DocumentType>ECV</DocumentType></DocumentInfo>
  <LearnerInfo>
    <Identification>
      <PersonName><FirstName>Ștefan</FirstName><Surname>Țurcanu</Surname></PersonName>
      <ContactInfo>
        <Address><Contact><AddressLine>Strada Lungă 12</AddressLine><Municipality>Cluj-Napoca</Municipality><Country><Code>RO</Code><Label>Romania</Label></Country></Contact></Address>
        <Email><Contact>stefan@example.ro</Contact></Email>
        <TelephoneList><Telephone><Contact>+40 721 000 111</Contact><Use><Code>mobile</Code></Use></Telephone></TelephoneList>
        <WebsiteList><Website><Contact>https://stefan.example.ro</Contact></Website></WebsiteList>
      </ContactInfo>
    </Identification>
    <Headline><Type><Code>position</Code></Type><Description><Label>Project manager</Label></Description></Headline>
    <WorkExperienceList>
      <WorkExperience>
        <Period><From year="2019" month="--04"/><Current>true</Current></Period>
        <Position><Label>Project Manager</Label></Position>
        <Activities>&lt;p&gt;Led a team of 8 engineers &amp;amp; delivered 3 releases a year.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Agile planning with Jira&lt;/li&gt;&lt;/ul&gt;</Activities>
        <Employer><Name>Carpați Systems SRL</Name><ContactInfo><Address><Contact><Municipality>Cluj-Napoca</Municipality><Country><Code>RO</Code><Label>Romania</Label></Country></Contact></Address></ContactInfo></Employer>
      </WorkExperience>
      <WorkExperience>
        <Period><From year="2014" month="--09"/><To year="2019" month="--03"/></Period>
        <Position><Label>Software Developer</Label></Position>
        <Activities>Java development</Activities>
        <Employer><Name>Banat Soft</Name></Employer>
      </WorkExperience>
    </WorkExperienceList>
    <EducationList>
      <Education>
        <Period><From year="2010"/><To year="2014"/></Period>
        <Title>Bachelor of Engineering</Title>
        <Organisation><Name>Universitatea Tehnică din Cluj-Napoca</Name></Organisation>
        <Field><Label>Computer Science</Label></Field>
      </Education>
    </EducationList>
    <Skills>
      <Linguistic>
        <MotherTongueList><MotherTongue><Description><Code>ro</Code><Label>Romanian</Label></Description></MotherTongue></MotherTongueList>
        <ForeignLanguageList><ForeignLanguage><Description><Code>en</Code><Label>English</Label></Description>
          <ProficiencyLevel><Listening>C1</Listening><Reading>C1</Reading><SpokenInteraction>B2</SpokenInteraction><SpokenProduction>C1</SpokenProduction><Writing>C1</Writing></ProficiencyLevel>
        </ForeignLanguage></ForeignLanguageList>
      </Linguistic>
      <Computer><Description>&lt;p&gt;Java, Jira, Scrum&lt;/p&gt;</Description></Computer>
    </Skills>
  </LearnerInfo>
</SkillsPassport>`;

export const EUROPASS_CANDIDATE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<Candidate xmlns="http://www.europass.eu/1.0" xmlns:oa="http://www.openapplications.org/oagis/9" xmlns:eures="http://www.europass_eures.eu/1.0" xmlns:hr="http://www.hr-xml.org/3">
  <hr:DocumentID schemeID="Test"/>
  <CandidatePerson>
    <PersonName><oa:GivenName>Jana</oa:GivenName><hr:FamilyName>Šťastná</hr:FamilyName></PersonName>
    <Communication><ChannelCode>Email</ChannelCode><oa:URI>jana@example.cz</oa:URI></Communication>
    <Communication><ChannelCode>Telephone</ChannelCode><oa:FormattedNumber>+420 601 222 333</oa:FormattedNumber></Communication>
    <Communication><Address><oa:CityName>Brno</oa:CityName><CountryCode>cz</CountryCode></Address></Communication>
    <PrimaryLanguageCode name="Czech">cs</PrimaryLanguageCode>
  </CandidatePerson>
  <CandidateProfile>
    <EmploymentHistory>
      <EmployerHistory>
        <hr:OrganizationName>Morava Logistics a.s.</hr:OrganizationName>
        <PositionHistory>
          <PositionTitle typeCode="FREETEXT">Logistics Coordinator</PositionTitle>
          <eures:EmploymentPeriod><eures:StartDate><hr:FormattedDateTime>2018-02-01</hr:FormattedDateTime></eures:StartDate><hr:CurrentIndicator>true</hr:CurrentIndicator></eures:EmploymentPeriod>
          <oa:Description>&lt;p&gt;Planned routes for 40 trucks with SAP.&lt;/p&gt;</oa:Description>
          <eures:City>Brno</eures:City>
        </PositionHistory>
      </EmployerHistory>
    </EmploymentHistory>
    <EducationHistory>
      <EducationOrganizationAttendance>
        <hr:OrganizationName>Masarykova univerzita</hr:OrganizationName>
        <AttendancePeriod><StartDate><hr:FormattedDateTime>2012-09-01</hr:FormattedDateTime></StartDate><EndDate><hr:FormattedDateTime>2017-06-30</hr:FormattedDateTime></EndDate></AttendancePeriod>
        <hr:EducationDegree><hr:DegreeName>Ing.</hr:DegreeName></hr:EducationDegree>
      </EducationOrganizationAttendance>
    </EducationHistory>
    <PersonQualifications>
      <PersonCompetency><CompetencyID>en</CompetencyID><hr:TaxonomyID>language</hr:TaxonomyID>
        <eures:CompetencyDimension><hr:CompetencyDimensionTypeCode>CEF-Understanding-Listening</hr:CompetencyDimensionTypeCode><eures:Score><hr:ScoreText>B2</hr:ScoreText></eures:Score></eures:CompetencyDimension>
        <eures:CompetencyDimension><hr:CompetencyDimensionTypeCode>CEF-Understanding-Reading</hr:CompetencyDimensionTypeCode><eures:Score><hr:ScoreText>B2</hr:ScoreText></eures:Score></eures:CompetencyDimension>
      </PersonCompetency>
      <PersonCompetency><CompetencyID>SAP</CompetencyID><hr:TaxonomyID>other</hr:TaxonomyID><CompetencyName>SAP</CompetencyName></PersonCompetency>
    </PersonQualifications>
  </CandidateProfile>
</Candidate>`;

/** A PDF as the Europass editor writes it: a printed page and the XML as an embedded file. */
export async function europassPdf(xml: string | null = EUROPASS_V3_XML): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([595.28, 841.89]);
  if (xml !== null) await doc.attach(new TextEncoder().encode(xml), 'attachment.xml', { mimeType: 'application/xml', description: 'Europass CV' });
  return doc.save();
}
