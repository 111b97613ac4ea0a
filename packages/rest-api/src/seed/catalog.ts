// Realistic but fictional people and places for demo data: Italian, US, UK and Israeli mixes.
// E-mail domains end in .example and phone numbers sit in ranges reserved for fiction
// (US 555-01xx, UK 07700 900xxx, London 020 7946 0xxx), so a demo can never reach a real person.
import { DEVICE_OUTCOMES, isSucceeded } from '@portal/domain/testResults';
import { DEMO_SITE_NAME } from './accounts';
import type { Random } from './random';

export type Region = 'IT' | 'US' | 'GB' | 'IL';

export interface Place {
  city: string;
  /** US only (§5: state is required for the U.S.). */
  state: string | null;
  zipCodes: readonly string[];
}

export interface RegionCatalog {
  /** ISO 3166 alpha-2, like the demo accounts' site ('US' is a spelling §5 treats as the U.S.; §1 maps US and IT to languages). */
  country: string;
  language: 'en' | 'it';
  maleNames: readonly string[];
  femaleNames: readonly string[];
  lastNames: readonly string[];
  places: readonly Place[];
  streets: readonly string[];
  /** Formats a house number and street the local way. */
  street(random: Random): string;
  phone(random: Random): string;
}

const digits = (random: Random, n: number) => random.chars('0123456789', n);

const ITALY: RegionCatalog = {
  country: 'IT',
  language: 'it',
  maleNames: [
    'Marco',
    'Luca',
    'Giovanni',
    'Alessandro',
    'Matteo',
    'Lorenzo',
    'Davide',
    'Francesco',
    'Andrea',
    'Riccardo',
    'Tommaso',
    'Pietro',
    'Leonardo',
    'Edoardo',
  ],
  femaleNames: [
    'Giulia',
    'Chiara',
    'Francesca',
    'Sara',
    'Martina',
    'Alessia',
    'Elena',
    'Valentina',
    'Sofia',
    'Aurora',
    'Beatrice',
    'Ginevra',
    'Caterina',
    'Ilaria',
  ],
  lastNames: [
    'Rossi',
    'Russo',
    'Ferrari',
    'Esposito',
    'Bianchi',
    'Romano',
    'Colombo',
    'Ricci',
    'Marino',
    'Greco',
    'Bruno',
    'Gallo',
    'Conti',
    'De Luca',
    'Mancini',
    'Costa',
    'Giordano',
    'Rinaldi',
    'Lombardi',
    'Moretti',
    'Fontana',
    'Caruso',
    'Ferri',
    'Santoro',
    'Marchetti',
    'Villa',
    'Serra',
    'Barbieri',
  ],
  places: [
    { city: 'Roma', state: null, zipCodes: ['00184', '00185', '00153', '00197', '00162'] },
    { city: 'Milano', state: null, zipCodes: ['20121', '20144', '20135'] },
    { city: 'Torino', state: null, zipCodes: ['10121', '10138'] },
    { city: 'Bologna', state: null, zipCodes: ['40126', '40137'] },
    { city: 'Firenze', state: null, zipCodes: ['50122', '50133'] },
    { city: 'Napoli', state: null, zipCodes: ['80132', '80127'] },
  ],
  streets: [
    'Via Nazionale',
    'Via del Corso',
    'Viale Trastevere',
    'Via Appia Nuova',
    'Corso Buenos Aires',
    'Via Garibaldi',
    'Via Roma',
    'Via Dante',
    'Viale Mazzini',
    'Via Po',
    'Piazza Cavour',
    'Via Toledo',
  ],
  street: (random) => `${random.pick(ITALY.streets)} ${random.int(1, 220)}`,
  phone: (random) => `+39 3${random.int(20, 49)} ${digits(random, 3)} ${digits(random, 4)}`,
};

const UNITED_STATES: RegionCatalog = {
  country: 'US',
  language: 'en',
  maleNames: ['James', 'Michael', 'Daniel', 'Ethan', 'Noah', 'Liam', 'Benjamin', 'Ryan', 'Jacob', 'Tyler', 'Nathan', 'Owen'],
  femaleNames: ['Emily', 'Olivia', 'Emma', 'Ava', 'Madison', 'Abigail', 'Hannah', 'Chloe', 'Grace', 'Natalie', 'Lily', 'Harper'],
  lastNames: [
    'Smith',
    'Johnson',
    'Williams',
    'Brown',
    'Miller',
    'Davis',
    'Garcia',
    'Wilson',
    'Anderson',
    'Taylor',
    'Thomas',
    'Moore',
    'Martin',
    'Thompson',
    'Walker',
    'Hughes',
    'Sullivan',
    'Murphy',
    'Kelly',
    'Nguyen',
    'Patel',
    'Carter',
  ],
  places: [
    { city: 'Boston', state: 'Massachusetts', zipCodes: ['02115', '02116', '02118', '02134'] },
    { city: 'Cambridge', state: 'Massachusetts', zipCodes: ['02138', '02139'] },
    { city: 'Providence', state: 'Rhode Island', zipCodes: ['02903', '02906'] },
    { city: 'Hartford', state: 'Connecticut', zipCodes: ['06103', '06106'] },
    { city: 'Brooklyn', state: 'New York', zipCodes: ['11201', '11215'] },
    { city: 'Portland', state: 'Maine', zipCodes: ['04101', '04102'] },
  ],
  streets: [
    'Beacon Street',
    'Commonwealth Avenue',
    'Massachusetts Avenue',
    'Huntington Avenue',
    'Boylston Street',
    'Main Street',
    'Elm Street',
    'Oak Street',
    'Washington Street',
    'Maple Avenue',
    'Park Drive',
    'Harvard Street',
  ],
  street: (random) => `${random.int(10, 2400)} ${random.pick(UNITED_STATES.streets)}`,
  phone: (random) => `+1 (${random.pick(['617', '857', '401', '860', '718', '207'])}) 555-01${digits(random, 2)}`,
};

const UNITED_KINGDOM: RegionCatalog = {
  country: 'GB',
  language: 'en',
  maleNames: ['Oliver', 'George', 'Harry', 'Jack', 'Charlie', 'Thomas', 'William', 'Alfie', 'Henry', 'Samuel'],
  femaleNames: ['Amelia', 'Isla', 'Poppy', 'Freya', 'Evie', 'Ella', 'Charlotte', 'Florence', 'Imogen', 'Rosie'],
  lastNames: [
    'Jones',
    'Evans',
    'Roberts',
    'Wright',
    'Robinson',
    'Wood',
    'Hall',
    'Clarke',
    'Edwards',
    'Turner',
    'Hughes',
    'Bennett',
    'Shaw',
    'Fletcher',
    'Whitaker',
    'Ashworth',
  ],
  places: [
    { city: 'London', state: null, zipCodes: ['W1G 9PF', 'NW3 5HT', 'SE1 7EH', 'N1 9GU'] },
    { city: 'Manchester', state: null, zipCodes: ['M1 4BT', 'M20 2LR'] },
    { city: 'Bristol', state: null, zipCodes: ['BS1 5TR', 'BS8 1QU'] },
    { city: 'Leeds', state: null, zipCodes: ['LS1 3EX', 'LS6 2QT'] },
  ],
  streets: [
    'Harley Street',
    'Baker Street',
    'Marylebone High Street',
    'Upper Street',
    'Deansgate',
    'Park Row',
    'Whiteladies Road',
    'Kings Road',
    'Church Lane',
    'Victoria Road',
  ],
  street: (random) => `${random.int(1, 180)} ${random.pick(UNITED_KINGDOM.streets)}`,
  phone: (random) => `+44 7700 900${digits(random, 3)}`,
};

const ISRAEL: RegionCatalog = {
  country: 'IL',
  language: 'en',
  maleNames: ['Noam', 'Yosef', 'Daniel', 'Itai', 'Omer', 'Eitan', 'Ariel', 'Yonatan', 'Amit', 'Uri'],
  femaleNames: ['Noa', 'Tamar', 'Maya', 'Yael', 'Shira', 'Talia', 'Michal', 'Adi', 'Avigail', 'Hila'],
  lastNames: [
    'Cohen',
    'Levi',
    'Mizrahi',
    'Peretz',
    'Biton',
    'Friedman',
    'Shapiro',
    'Katz',
    'Avraham',
    'Dahan',
    'Ben-David',
    'Rosen',
    'Goldberg',
    'Azoulay',
  ],
  places: [
    { city: 'Tel Aviv', state: null, zipCodes: ['6473921', '6578412'] },
    { city: 'Haifa', state: null, zipCodes: ['3109601', '3498838'] },
    { city: 'Jerusalem', state: null, zipCodes: ['9101001', '9438703'] },
    { city: 'Ramat Gan', state: null, zipCodes: ['5252211'] },
  ],
  streets: [
    'Rothschild Boulevard',
    'Dizengoff Street',
    'Ibn Gabirol Street',
    'Herzl Street',
    'HaNassi Avenue',
    'Jaffa Road',
    'Ben Yehuda Street',
    'Weizmann Street',
  ],
  street: (random) => `${random.int(1, 140)} ${random.pick(ISRAEL.streets)}`,
  phone: (random) => `+972 5${random.int(0, 8)} ${digits(random, 3)} ${digits(random, 4)}`,
};

export const REGIONS: Readonly<Record<Region, RegionCatalog>> = {
  IT: ITALY,
  US: UNITED_STATES,
  GB: UNITED_KINGDOM,
  IL: ISRAEL,
};

export interface Address {
  street: string;
  apartment: string | null;
  city: string;
  state: string | null;
  country: string;
  zipCode: string;
}

export function randomAddress(random: Random, region: Region): Address {
  const catalog = REGIONS[region];
  const place = random.pick(catalog.places);
  const apartment = random.chance(0.4)
    ? region === 'IT'
      ? `Interno ${random.int(1, 24)}`
      : region === 'US'
        ? `Apt ${random.int(1, 12)}${random.pick(['A', 'B', 'C'])}`
        : `Flat ${random.int(1, 30)}`
    : null;
  return {
    street: catalog.street(random),
    apartment,
    city: place.city,
    state: place.state,
    country: catalog.country,
    zipCode: random.pick(place.zipCodes),
  };
}

/** 'De Luca' → 'deluca', 'Ben-David' → 'ben-david': the local part of an e-mail address. */
export const emailPart = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');

/** Domains of personal mailboxes for patients (fictional). */
export const MAIL_DOMAINS = ['mail.example', 'inbox.example', 'posta.example', 'webmail.example'] as const;

/** Where device software is published (fictional). */
export const UPDATES_HOST = 'https://updates.vista-device.example';

/** Device error texts as the device software logs them. */
export const DEVICE_ERROR_TEXTS = [
  'Eye tracker calibration failed (ET-204)',
  'Emitter not detected on USB port',
  'Frame rate dropped below 60 fps during test',
  'License check failed: no network connection',
  'Disk space below 5% on system drive',
  'Windows update pending restart',
  'TeamViewer service stopped unexpectedly',
  'Display link to 3D monitor lost',
  'Test aborted: patient head position out of range',
  'Unhandled exception in ESApp (TestRunner.Start)',
  'Report upload failed: storage timeout',
  'Emitter firmware checksum mismatch',
] as const;

/** Worth 4 Dot outcomes as the device describes them. */
export const WORTH4DOT_RESULTS = {
  fusion: 'Fusion (4 lights)',
  rightSuppression: 'Right eye suppression (2 red lights)',
  leftSuppression: 'Left eye suppression (3 green lights)',
  diplopia: 'Diplopia (5 lights)',
  alternating: 'Alternating suppression',
} as const;

export const COLOR_VISION_DEFICIENCIES = ['Protan deficiency', 'Deutan deficiency', 'Tritan deficiency'] as const;

/** The device's failure outcomes (the domain's known TestResult texts but success). */
export const TEST_FAILURES = DEVICE_OUTCOMES.filter((outcome) => !isSucceeded(outcome));

// ---- Clinics and identifiers -------------------------------------------------------

export interface Clinic {
  name: string;
  region: Region;
  /** The domain of its staff e-mail addresses. */
  domain: string;
  email: string;
  phone: string;
  address: Address;
  backupData: boolean;
}

/**
 * The demo accounts' clinic, as src/seed/accounts.ts creates it (the fleet seed reuses it by name,
 * and creates it the same way when it runs alone).
 */
export const DEMO_CLINIC: Clinic = {
  name: DEMO_SITE_NAME,
  region: 'US',
  domain: 'demo.example',
  email: 'clinic@demo.example',
  phone: '+1 (617) 555-0140',
  address: { street: '120 Beacon Street', apartment: 'Suite 4', city: 'Boston', state: 'Massachusetts', country: 'US', zipCode: '02116' },
  backupData: true,
};

export const OTHER_CLINICS: readonly Clinic[] = [
  {
    name: 'Northside Eyecare',
    region: 'US',
    domain: 'northside-eyecare.example',
    email: 'frontdesk@northside-eyecare.example',
    phone: '+1 (401) 555-0142',
    address: {
      street: '88 Westminster Street',
      apartment: 'Suite 410',
      city: 'Providence',
      state: 'Rhode Island',
      country: 'US',
      zipCode: '02903',
    },
    backupData: true,
  },
  {
    name: 'Centro Visione Roma',
    region: 'IT',
    domain: 'centrovisione-roma.example',
    email: 'segreteria@centrovisione-roma.example',
    phone: '+39 06 4820 1184',
    address: { street: 'Via Nazionale 184', apartment: 'Scala B, Interno 4', city: 'Roma', state: null, country: 'IT', zipCode: '00184' },
    backupData: true,
  },
  {
    name: 'Harley Street Vision Centre',
    region: 'GB',
    domain: 'harleystreet-vision.example',
    email: 'reception@harleystreet-vision.example',
    phone: '+44 20 7946 0321',
    address: { street: '27 Harley Street', apartment: '2nd Floor', city: 'London', state: null, country: 'GB', zipCode: 'W1G 9QP' },
    // One site without backup: §3 says its test reports are then unavailable in the portal.
    backupData: false,
  },
  {
    name: 'Carmel Binocular Vision Clinic',
    region: 'IL',
    domain: 'carmel-vision.example',
    email: 'office@carmel-vision.example',
    phone: '+972 4 555 0187',
    address: { street: '12 HaNassi Avenue', apartment: 'Floor 3', city: 'Haifa', state: null, country: 'IL', zipCode: '3463412' },
    backupData: true,
  },
];

const CF_MONTHS = 'ABCDEHLMPRST';
const CF_TOWNS: Record<string, string> = { Roma: 'H501', Milano: 'F205', Torino: 'L219', Bologna: 'A944', Firenze: 'D612', Napoli: 'F839' };

function codiceFiscalePart(name: string, isFirstName: boolean): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
  const consonants = letters.replace(/[AEIOU]/g, '');
  const vowels = letters.replace(/[^AEIOU]/g, '');
  if (isFirstName && consonants.length > 3) return consonants[0] + consonants[2] + consonants[3];
  return (consonants + vowels + 'XXX').slice(0, 3);
}

/**
 * A national identifier in the local format (fictional): an Italian codice fiscale built like the
 * real one (check letter random), a UK NHS-style number, an Israeli 9-digit ID, a US record number.
 */
export function nationalId(
  random: Random,
  region: Region,
  person: { firstName: string; lastName: string; birthdate: string; female: boolean; city: string },
): string {
  const [y, m, d] = person.birthdate.split('-');
  switch (region) {
    case 'IT': {
      const day = String(Number(d) + (person.female ? 40 : 0)).padStart(2, '0');
      const town = CF_TOWNS[person.city] ?? 'H501';
      const names = codiceFiscalePart(person.lastName, false) + codiceFiscalePart(person.firstName, true);
      return `${names}${y.slice(2)}${CF_MONTHS[Number(m) - 1]}${day}${town}${random.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1)}`;
    }
    case 'GB':
      return `${digits(random, 3)} ${digits(random, 3)} ${digits(random, 4)}`;
    case 'IL':
      return digits(random, 9);
    case 'US':
      return `MRN-${digits(random, 7)}`;
  }
}
