/** Option lists of the B2B registration (spec §3: entryCode and entryText), in the shop's order. */
export interface B2bListEntryRecord {
  entryCode: string;
  entryText: string;
}

export const JOB_TITLES: readonly B2bListEntryRecord[] = [
  { entryCode: 'TEACHER', entryText: 'Lehrkraft' },
  { entryCode: 'HEAD_TEACHER', entryText: 'Schulleitung' },
  { entryCode: 'DEPUTY_HEAD', entryText: 'Stellvertretende Schulleitung' },
  { entryCode: 'EDUCATOR', entryText: 'Erzieher/in' },
  { entryCode: 'DAYCARE_MANAGER', entryText: 'Kita-Leitung' },
  { entryCode: 'SPECIAL_EDUCATOR', entryText: 'Sonderpädagoge/-pädagogin' },
  { entryCode: 'SOCIAL_WORKER', entryText: 'Schulsozialarbeit' },
  { entryCode: 'SECRETARY', entryText: 'Sekretariat' },
  { entryCode: 'PURCHASING', entryText: 'Einkauf' },
  { entryCode: 'CARETAKER', entryText: 'Hausmeister/in' },
  { entryCode: 'THERAPIST', entryText: 'Therapeut/in' },
  { entryCode: 'OTHER', entryText: 'Sonstige' },
];

export const INDUSTRY_GROUPS: readonly B2bListEntryRecord[] = [
  { entryCode: 'DAYCARE', entryText: 'Kita / Kindergarten' },
  { entryCode: 'PRIMARY_SCHOOL', entryText: 'Grundschule' },
  { entryCode: 'SECONDARY_SCHOOL', entryText: 'Haupt-, Real- oder Gesamtschule' },
  { entryCode: 'GRAMMAR_SCHOOL', entryText: 'Gymnasium' },
  { entryCode: 'SPECIAL_SCHOOL', entryText: 'Förderschule' },
  { entryCode: 'VOCATIONAL_SCHOOL', entryText: 'Berufsschule' },
  { entryCode: 'UNIVERSITY', entryText: 'Hochschule / Universität' },
  { entryCode: 'AUTHORITY', entryText: 'Behörde / Schulträger' },
  { entryCode: 'THERAPY', entryText: 'Therapie und Praxis' },
  { entryCode: 'CARE_HOME', entryText: 'Senioren- und Pflegeeinrichtung' },
  { entryCode: 'COMPANY', entryText: 'Unternehmen' },
  { entryCode: 'OTHER', entryText: 'Sonstige Einrichtung' },
];

export const isJobTitleCode = (code: string): boolean => JOB_TITLES.some((e) => e.entryCode === code);
export const isIndustryGroupCode = (code: string): boolean => INDUSTRY_GROUPS.some((e) => e.entryCode === code);
