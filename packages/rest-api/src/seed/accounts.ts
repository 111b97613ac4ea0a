// The demo accounts (all with password Portal!2026) and the clinic they work at.
import { PROFESSIONS, REST_ROLES, VA_SCALES } from '@portal/domain/enums';
import { demoId } from './ids';
import { receiveDeviceReport, registerDevice } from '../devices/deviceReports';
import { createAccount, insertSite } from './records';
import type { SeedStep } from './seedTypes';

export const DEMO_PASSWORD = 'Portal!2026';
export const DEMO_SITE_NAME = 'Demo Eye Clinic';
export const DEMO_SITE_ID = demoId('site:demo-eye-clinic');

export const DEMO_ACCOUNT_IDS = {
  superAdmin: demoId('user:superadmin'),
  admin: demoId('user:admin'),
  siteAdmin: demoId('user:siteadmin'),
  doctor: demoId('user:doctor'),
  newDoctor: demoId('user:newdoctor'),
} as const;

export const DEMO_EMAILS = {
  superAdmin: 'superadmin@demo.example',
  admin: 'admin@demo.example',
  siteAdmin: 'siteadmin@demo.example',
  doctor: 'doctor@demo.example',
  newDoctor: 'newdoctor@demo.example',
} as const;

const DAY = 24 * 60 * 60 * 1000;

export const demoAccountsStep: SeedStep = {
  name: 'demo-accounts',
  async run(tx, { now }) {
    await insertSite(tx, {
      id: DEMO_SITE_ID,
      name: DEMO_SITE_NAME,
      email: 'clinic@demo.example',
      phone: '+1 (617) 555-0140',
      country: 'US',
      state: 'Massachusetts',
      city: 'Boston',
      street: '120 Beacon Street',
      apartment: 'Suite 4',
      zipCode: '02116',
      backupData: true,
    });
    // Ordinary doctors of the clinic need a device, or a new password ends without a session (§4).
    const device = await registerDevice(tx, {
      id: demoId('device:VB-1001'),
      DeviceID: 'VB-1001',
      siteId: DEMO_SITE_ID,
      location: 'Exam room 1',
      dateOfActivation: new Date(now.getTime() - 300 * DAY),
    });
    // Its state arrives as the device itself would report it.
    if (device) {
      await receiveDeviceReport(
        tx,
        device.key,
        {
          LastRun: new Date(now.getTime() - DAY).toISOString(),
          SystemStatus: 'OK',
          ESVersion: '2.4.1',
          WindowsVersion: '10.0.19045',
          ETFirmwareVersion: '1.8.2',
          EmitterFirmwareVersion: '3.1.0',
          TVVersion: '15.49.2',
          TeamViewerID: '1 284 551 903',
        },
        () => now,
      );
    }

    await createAccount(tx, {
      id: DEMO_ACCOUNT_IDS.superAdmin,
      email: DEMO_EMAILS.superAdmin,
      password: DEMO_PASSWORD,
      firstName: 'Helen',
      lastName: 'Carter',
      phone: '+1 (617) 555-0101',
      roles: [REST_ROLES.superAdmin],
      twoFa: true,
      termsOfUseSigned: true,
    });
    await createAccount(tx, {
      id: DEMO_ACCOUNT_IDS.admin,
      email: DEMO_EMAILS.admin,
      password: DEMO_PASSWORD,
      firstName: 'James',
      lastName: 'Whitfield',
      phone: '+1 (617) 555-0102',
      roles: [REST_ROLES.admin],
      twoFa: false,
      termsOfUseSigned: true,
    });
    await createAccount(tx, {
      id: DEMO_ACCOUNT_IDS.siteAdmin,
      email: DEMO_EMAILS.siteAdmin,
      password: DEMO_PASSWORD,
      firstName: 'Laura',
      lastName: 'Bennett',
      phone: '+1 (617) 555-0141',
      roles: [REST_ROLES.doctor],
      twoFa: false,
      termsOfUseSigned: true,
      doctor: {
        siteId: DEMO_SITE_ID,
        isSiteAdmin: true,
        profession: PROFESSIONS.ophthalmologist,
        medicalLicense: 'MA-OPH-220417',
        birthdate: '1979-05-14',
        defaultVaUnit: VA_SCALES.logMar,
      },
    });
    await createAccount(tx, {
      id: DEMO_ACCOUNT_IDS.doctor,
      email: DEMO_EMAILS.doctor,
      password: DEMO_PASSWORD,
      firstName: 'Daniel',
      lastName: 'Okafor',
      phone: '+1 (617) 555-0142',
      roles: [REST_ROLES.doctor],
      twoFa: false,
      termsOfUseSigned: true,
      doctor: {
        siteId: DEMO_SITE_ID,
        profession: PROFESSIONS.optometrist,
        medicalLicense: 'MA-OD-118392',
        birthdate: '1986-11-02',
        defaultVaUnit: VA_SCALES.feet,
      },
    });
    await createAccount(tx, {
      id: DEMO_ACCOUNT_IDS.newDoctor,
      email: DEMO_EMAILS.newDoctor,
      password: DEMO_PASSWORD,
      firstName: 'Sofia',
      lastName: 'Marino',
      phone: '+1 (617) 555-0143',
      roles: [REST_ROLES.doctor],
      twoFa: false,
      updatePassword: true,
      termsOfUseSigned: false,
      doctor: { siteId: DEMO_SITE_ID, profession: PROFESSIONS.orthoptist, birthdate: '1992-03-27' },
    });
  },
};
