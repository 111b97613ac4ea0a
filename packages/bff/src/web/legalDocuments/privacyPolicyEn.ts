// The Vista Portal privacy policy in English: how the portal processes clinicians' account data
// (the Provider as controller) and patients' health data (on behalf of the clinic), under the
// GDPR. The Italian text (privacyPolicyIt.ts) says the same.
import { versionLine, type LegalDocumentText } from './legalText';

export const PRIVACY_POLICY_EN: LegalDocumentText = {
  title: 'Vista Portal – Privacy Policy',
  versionLine: versionLine('Version', 'Effective from'),
  introduction:
    'This Privacy Policy explains how personal data is processed when the Vista Portal (the “Portal”) is used by eye care professionals, site administrators and provider administrators, and how the health data of patients is handled on behalf of the clinics that use the Portal. It is written to meet the information duties of Articles 13 and 14 of the General Data Protection Regulation (EU) 2016/679 (“GDPR”).',
  sections: [
    {
      heading: '1. Who is responsible for your data',
      paragraphs: [
        'The provider of the Vista device and of the Portal (the “Provider”, “we”, “us”) is the controller of the personal data of the people who use the Portal: eye care professionals, site administrators, provider administrators and people who submit a registration request.',
        'For patient data, the clinic or site where the patient is treated is the controller. The Provider acts as the clinic’s processor under Article 28 GDPR and processes patient data only on the clinic’s documented instructions, as set out in the data processing agreement that forms part of the clinic’s service agreement. Patients should address questions about their data to their clinic first.',
      ],
    },
    {
      heading: '2. The data we process',
      paragraphs: ['Depending on how you use the Portal, we process the following categories of personal data:'],
      items: [
        'Account data: first and last name, e-mail address (your username), phone number, profession, medical licence number, the site you belong to, your role, your preferred language and whether you have accepted the Terms of Use.',
        'Security data: a hash of your password (never the password itself), one-time sign-in and password-reset codes, sign-in times, failed sign-in attempts, account locks, and the result of the automated bot check run when you sign in or register.',
        'Patient data processed for the clinic: identification and contact details (name, national or clinic identifier, date of birth, gender, e-mail, phone number, address), treatment status, notes, visits and their dates, the results of the Vista device’s vision tests, visit reports, and the messages sent to the patient by SMS or e-mail. These include data concerning health within the meaning of Article 9 GDPR.',
        'Technical data: IP address, browser type, the pages and functions requested, and error logs, kept to run and protect the service. Device data sent by Vista devices (identifiers, software versions, status and error reports) may be linked to the site that operates the device.',
      ],
    },
    {
      heading: '3. Why we process it and on what legal basis',
      paragraphs: [
        'We process account and security data to create and manage your account, to let you sign in securely, to provide the functions of the Portal and support, to send service messages such as password links, and to keep records of terms acceptance. The legal basis is the performance of the contract with you or your clinic (Article 6(1)(b) GDPR) and our legitimate interest in operating a secure service for healthcare professionals (Article 6(1)(f) GDPR).',
        'We process technical and security data to detect and prevent fraud, abuse and attacks, and to investigate incidents, on the basis of our legitimate interest in the security of the Portal and of the health data it holds (Article 6(1)(f)), and to comply with legal obligations, including medical device vigilance and post-market surveillance and requests from authorities (Article 6(1)(c) GDPR).',
        'Patient data is processed for the clinic for the purposes of preventive medicine, medical diagnosis and the provision of health care (Article 9(2)(h) GDPR), by or under the responsibility of professionals subject to professional secrecy (Article 9(3) GDPR). The clinic determines the legal basis for each patient, including, where required, the patient’s consent to be contacted by SMS or e-mail. We do not use patient data for our own purposes, such as marketing or product development, except in anonymised form where the clinic has agreed.',
      ],
    },
    {
      heading: '4. Cookies and storage in your browser',
      paragraphs: [
        'The Portal uses one strictly necessary session cookie that keeps you signed in; it is not readable by scripts and is deleted when you sign out or the session ends. Your browser also stores your chosen language so that the sign-in screens are shown in it. The Portal does not use advertising or analytics cookies. The bot check, where enabled, is provided by a third party that may set its own cookies, as described in its own privacy notice.',
      ],
    },
    {
      heading: '5. How long we keep data',
      paragraphs: [
        'Account data is kept while your account is active and for up to 24 months after it is closed, so that access can be restored and disputes handled; terms acceptance records are kept for 10 years. Security and technical logs are kept for 12 months unless needed longer to investigate an incident. Patient data is kept for as long as the clinic instructs, in line with the retention periods for clinical records that apply to the clinic, and is returned to the clinic or deleted when its service agreement ends. Backups are overwritten within 35 days.',
      ],
    },
    {
      heading: '6. How we protect data',
      paragraphs: [
        'Data is encrypted in transit and at rest. Access is limited by role, so that each clinician sees only the patients of their own site and each site administrator only their own site. Sign-in is protected by password rules, account locking after repeated failures, optional two-factor verification, automatic sign-out after inactivity and a bot check. Our staff access patient data only where necessary to provide support requested by the clinic, under confidentiality obligations, and such access is logged.',
      ],
    },
    {
      heading: '7. Who receives the data',
      paragraphs: [
        'We use processors bound by written agreements under Article 28 GDPR: cloud hosting within the European Economic Area, e-mail and SMS delivery services for the messages you send and for service messages, and, where enabled, a bot-check service. Data may also be disclosed to authorities where the law requires it. We do not sell personal data.',
        'Where a processor is located outside the European Economic Area, the transfer is protected by an adequacy decision of the European Commission or by the standard contractual clauses adopted by the Commission, together with additional safeguards where needed. A copy of the safeguards can be requested at the contact address below.',
      ],
    },
    {
      heading: '8. Your rights',
      paragraphs: ['Under Articles 15 to 22 GDPR you have the right to:'],
      items: [
        'access your personal data and receive a copy of it;',
        'have inaccurate data corrected and incomplete data completed;',
        'have your data erased or its processing restricted in the cases set out in the GDPR;',
        'receive the data you provided in a structured, machine-readable format (data portability);',
        'object at any time to processing based on our legitimate interests;',
        'lodge a complaint with a supervisory authority, in Italy the Garante per la protezione dei dati personali (www.garanteprivacy.it), or the authority of the country where you live or work.',
      ],
    },
    {
      heading: '9. Patients’ rights',
      paragraphs: [
        'Patients exercise their rights over their health data with the clinic that treats them, which is the controller. If a patient contacts us directly, we will forward the request to the clinic without delay and assist the clinic in answering it.',
      ],
    },
    {
      heading: '10. Changes to this Privacy Policy',
      paragraphs: [
        'We may update this Privacy Policy when the Portal or the law changes. The version and effective date at the top of this document identify the current text, and we will inform you of material changes when you sign in.',
      ],
    },
    {
      heading: '11. Contact',
      paragraphs: [
        'To exercise your rights or ask about this Privacy Policy, write to privacy@vista.example. You can also contact our Data Protection Officer at dpo@vista.example. We answer requests within one month, which may be extended by two further months for complex requests, in which case we will tell you why.',
      ],
    },
  ],
  page: (page, pages) => `Page ${page} of ${pages}`,
};
