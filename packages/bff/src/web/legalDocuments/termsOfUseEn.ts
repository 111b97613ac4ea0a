// The Vista Portal terms of use in English: what a clinician agrees to when they tick the
// license checkbox on /create-password. The Italian text (termsOfUseIt.ts) says the same.
import { versionLine, type LegalDocumentText } from './legalText';

export const TERMS_OF_USE_EN: LegalDocumentText = {
  title: 'Vista Portal – Terms of Use',
  versionLine: versionLine('Version', 'Effective from'),
  introduction:
    'These Terms of Use govern your access to and use of the Vista Portal (the “Portal”), the web application in which eye care professionals manage patients, visits and the results of the Vista vision-testing device, and in which provider administrators manage sites, devices and users. The Portal is operated by the provider of the Vista device (the “Provider”, “we”, “us”). By accepting these Terms when you create your password, or by using the Portal, you agree to be bound by them. If you do not agree, do not use the Portal.',
  sections: [
    {
      heading: '1. Who may use the Portal',
      paragraphs: [
        'The Portal is intended for licensed eye care professionals (“ECPs”) working at a site that has a service agreement with the Provider, for the site administrators who manage those ECPs and devices, and for the Provider’s own administrators. Accounts are created by an administrator or through the registration form and are personal to one individual.',
        'By using the Portal you confirm that you hold the professional qualifications and registrations required to practise in your country, that the information you give about yourself is accurate, and that you are authorised by your site to process the patient information you enter or view.',
      ],
    },
    {
      heading: '2. Your account and sign-in',
      paragraphs: [
        'You are responsible for keeping your password and any second-factor codes confidential. Do not share your account, write down your password where others can see it, or let anyone else use the Portal while you are signed in. Sign out when you leave a shared computer.',
        'Tell your site administrator or the Provider at once if you believe your account has been used without your permission or your password has been disclosed. We may lock an account after repeated failed sign-in attempts and may require you to set a new password or complete two-factor verification.',
        'Site administrators are responsible for keeping the list of ECPs and devices at their site up to date and for removing access promptly when a person leaves the site.',
      ],
    },
    {
      heading: '3. Permitted use',
      paragraphs: [
        'You may use the Portal only to provide, manage and document eye care for the patients of your site, to review the results of the Vista device, to communicate with those patients about their care, and to administer your site within the permissions of your role. Use of the Portal must comply with these Terms, your site’s service agreement, the device’s instructions for use and the law that applies to you, including professional rules and data protection law.',
      ],
      items: [
        'Do not try to access data, accounts or functions you are not authorised to use, or to bypass any security or access control.',
        'Do not copy, scrape, resell or make the Portal or its content available to third parties.',
        'Do not upload malicious code, overload the service, or test its security without our written permission.',
        'Do not use the Portal to send messages that are unlawful, misleading or unrelated to the patient’s care.',
      ],
    },
    {
      heading: '4. Patient data and your responsibilities',
      paragraphs: [
        'Patient information entered into or produced by the Portal is health data. Your site (the clinic) is the data controller of that information and the Provider processes it on the clinic’s behalf, as described in the Privacy Policy and the data processing agreement between the clinic and the Provider.',
        'You are responsible for entering patient information accurately, for having a lawful basis and, where required, the patient’s consent before recording data or sending messages by SMS or e-mail, for informing patients as your clinic’s privacy notice requires, and for accessing a patient’s record only when you have a legitimate care or administrative need.',
        'Reports and files you download or print leave the protection of the Portal: store, share and dispose of them in line with your clinic’s policies and professional secrecy.',
      ],
    },
    {
      heading: '5. Confidentiality',
      paragraphs: [
        'You must keep confidential all patient information and all non-public information about the Portal, the device and the Provider that you obtain through your use of the Portal, and use it only for the purposes allowed by these Terms. This obligation continues after your account is closed.',
      ],
    },
    {
      heading: '6. Clinical judgement',
      paragraphs: [
        'The Portal and the Vista device support, but do not replace, your professional judgement. Test results, charts and reports must be interpreted by a qualified professional in the context of the full clinical picture. You remain responsible for every diagnosis, treatment decision and follow-up you make. Report any suspected malfunction or incorrect result to the Provider without delay.',
      ],
    },
    {
      heading: '7. Availability and changes to the Portal',
      paragraphs: [
        'We aim to keep the Portal available at all times but do not guarantee uninterrupted or error-free operation. The Portal may be unavailable during planned maintenance, which we try to schedule outside normal clinic hours and announce in advance, and because of events outside our control. Keep your own records as your professional rules require.',
        'We may update, improve or withdraw features of the Portal and release new device software versions. Where a change materially reduces the service your site has agreed to, we will inform your site in advance.',
      ],
    },
    {
      heading: '8. Intellectual property',
      paragraphs: [
        'The Portal, its software, design, texts and trademarks belong to the Provider or its licensors. We grant you a personal, non-exclusive, non-transferable licence to use the Portal for the purposes set out in these Terms for as long as your account is active. No other right is granted.',
      ],
    },
    {
      heading: '9. Suspension and termination',
      paragraphs: [
        'We or your site administrator may suspend or close your account if you breach these Terms, if your site’s service agreement ends, if you no longer work at the site, or where necessary to protect patients, other users or the security of the Portal. Patient records belong to the clinic and remain available to it in line with its service agreement after your account is closed.',
      ],
    },
    {
      heading: '10. Liability',
      paragraphs: [
        'To the extent permitted by law, the Provider is not liable for indirect or consequential loss, for loss caused by your breach of these Terms, by the misuse of your credentials, or by clinical decisions taken on the basis of information in the Portal. Nothing in these Terms limits liability for death or personal injury caused by negligence, for fraud, for wilful misconduct or gross negligence, or any other liability that cannot be limited under applicable law, including the liability of a medical device manufacturer.',
      ],
    },
    {
      heading: '11. Changes to these Terms',
      paragraphs: [
        'We may change these Terms, for example to reflect new features or legal requirements. The version and effective date at the top of this document identify the current text. We will tell you of material changes when you sign in, and you may be asked to accept the new Terms before you continue to use the Portal.',
      ],
    },
    {
      heading: '12. Governing terms and law',
      paragraphs: [
        'These Terms apply together with your site’s service agreement with the Provider; where they conflict, the service agreement prevails. These Terms are governed by the law chosen in that agreement or, where none is chosen, by Italian law, without prejudice to mandatory rules that protect you in your country of residence. If any provision is found invalid, the rest of the Terms remain in force.',
      ],
    },
    {
      heading: '13. Contact',
      paragraphs: [
        'For questions about these Terms or the Portal, contact your site administrator or the Provider’s support team at support@vista.example.',
      ],
    },
  ],
  page: (page, pages) => `Page ${page} of ${pages}`,
};
