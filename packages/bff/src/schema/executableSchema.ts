// The served schema: /schema.graphql (the public contract, also relay-compiler's source)
// with this package's resolvers. A test fails if the two ever drift.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { guardExtensionFields } from '../upstream/extensionFields';
import { createPassword, passwordLink, requestPasswordReset } from '../resolvers/password';
import { confirmEmailChange } from '../resolvers/emailChange';
import { registerProvider } from '../resolvers/registration';
import { adminConsole, adminConsoleResolvers } from '../resolvers/admin/console';
import { fleetTypeResolvers } from '../resolvers/admin/fleetTypes';
import { auditEventResolvers } from '../resolvers/admin/auditEvents';
import { node, nodes } from '../resolvers/admin/node';
import { payloadViewerResolvers } from '../resolvers/admin/payloadViewer';
import { createAdmin, deleteAdmin, setAdminLocked, updateAdmin } from '../resolvers/admin/adminMutations';
import { resetAuthenticatorApp } from '../resolvers/admin/secondFactorReset';
import { createEcp, sendMessageToEcps, setEcpLocked, updateEcp } from '../resolvers/admin/ecpMutations';
import { approvePendingUser, deletePendingUser, pendingPayloadResolvers } from '../resolvers/admin/pendingMutations';
import { createSite, setSiteBackup, updateSite } from '../resolvers/admin/siteMutations';
import { deleteSite, setDeviceSite } from '../resolvers/admin/siteDeletion';
import { addSoftwareVersion, deleteSoftwareVersion, editSoftwareVersion } from '../resolvers/admin/versionMutations';
import { deviceReportResolvers, registerDevice, revokeDeviceKey, rotateDeviceKey } from '../resolvers/admin/deviceProvisioning';
import { appInfo, devMailbox, pendingSignIn, viewer } from '../resolvers/query';
import { changeLanguage, signOut, signOutEverywhere, signOutSession } from '../resolvers/session';
import { signIn, verifySecondFactor } from '../resolvers/signIn';
import {
  confirmAuthenticatorEnrolment,
  disableAuthenticatorApp,
  pendingSecondFactorMethod,
  renewRecoveryCodes,
  setSecondFactorPolicy,
  startAuthenticatorEnrolment,
  verifyRecoveryCode,
  viewerSecondFactor,
} from '../resolvers/secondFactor';
import { typeResolvers } from '../resolvers/types';
import { patientPersonalResolvers, patientResolvers } from '../resolvers/doctor/patientModel';
import { sendMessageToPatients } from '../resolvers/doctor/patientMessages';
import { createPatient, deletePatient, setPatientAccountStatus, updatePatient } from '../resolvers/doctor/patientMutations';
import { patientPayloadResolvers } from '../resolvers/doctor/payloads';
import { doctorWorkspace, doctorWorkspaceResolvers, siteStatisticsResolvers } from '../resolvers/doctor/workspace';
import { siteRecords } from '../resolvers/doctor/siteRecords';
import { patientRecordResolvers } from '../resolvers/doctor/patientRecord';
import { patientProgress, visitProgress } from '../resolvers/doctor/progress';
import { testResultResolvers } from '../resolvers/doctor/testResultModel';
import { visitReportResolvers, visitResolvers } from '../resolvers/doctor/visitModel';
import { addVisit, setNextVisitDate } from '../resolvers/doctor/visitMutations';
import { attentionConnection, attentionResolvers, attentionSettings, setAttentionThresholds } from '../resolvers/doctor/attention';

export const SCHEMA_FILE = fileURLToPath(new URL('../../../../schema.graphql', import.meta.url));

export const readSchemaFile = (file: string = SCHEMA_FILE) => readFileSync(file, 'utf8');

export const resolvers = {
  ...typeResolvers,
  ...fleetTypeResolvers,
  ...auditEventResolvers,
  ...payloadViewerResolvers,
  ...pendingPayloadResolvers,
  ...patientPayloadResolvers,
  ...testResultResolvers,
  // The second factor's fields join the resolvers typeResolvers gives these types.
  Viewer: { ...typeResolvers.Viewer, secondFactor: viewerSecondFactor },
  PendingSignIn: { ...typeResolvers.PendingSignIn, secondFactorMethod: pendingSecondFactorMethod },
  ...deviceReportResolvers,
  AdminConsole: adminConsoleResolvers,
  DoctorWorkspace: { ...doctorWorkspaceResolvers, attention: attentionConnection, attentionSettings, siteRecords },
  ...attentionResolvers,
  SiteStatistics: siteStatisticsResolvers,
  Patient: { ...patientResolvers, ...patientRecordResolvers, progress: patientProgress },
  ...patientPersonalResolvers,
  Visit: { ...visitResolvers, progress: visitProgress },
  VisitReport: visitReportResolvers,
  Query: { node, nodes, viewer, pendingSignIn, passwordLink, appInfo, devMailbox, adminConsole, doctorWorkspace },
  Mutation: {
    signIn,
    verifySecondFactor,
    verifyRecoveryCode,
    createPassword,
    requestPasswordReset,
    confirmEmailChange,
    registerProvider,
    signOut,
    changeLanguage,
    signOutEverywhere,
    signOutSession,
    // The authenticator-app second factor and its policy.
    startAuthenticatorEnrolment,
    confirmAuthenticatorEnrolment,
    disableAuthenticatorApp,
    renewRecoveryCodes,
    setSecondFactorPolicy,
    // The admin console's writes.
    createSite,
    updateSite,
    setSiteBackup,
    deleteSite,
    setDeviceSite,
    addSoftwareVersion,
    editSoftwareVersion,
    deleteSoftwareVersion,
    // Devices provisioned.
    registerDevice,
    rotateDeviceKey,
    revokeDeviceKey,
    createEcp,
    updateEcp,
    setEcpLocked,
    sendMessageToEcps,
    deletePendingUser,
    approvePendingUser,
    createAdmin,
    updateAdmin,
    setAdminLocked,
    resetAuthenticatorApp,
    deleteAdmin,
    // The doctor workspace's writes.
    createPatient,
    updatePatient,
    deletePatient,
    setPatientAccountStatus,
    sendMessageToPatients,
    // The patient record's writes.
    addVisit,
    setNextVisitDate,
    // The attention list's thresholds.
    setAttentionThresholds,
  },
};

export function buildExecutableSchema(typeDefs: string = readSchemaFile()): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs,
    // A field that needs one of the bundled service's extensions refuses at once in front of a backend without it.
    resolvers: guardExtensionFields(resolvers),
    // A resolver for a field the contract lacks is a mistake, not an extension.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error', requireResolversForResolveType: 'error' },
  });
}
