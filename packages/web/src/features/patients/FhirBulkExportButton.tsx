// The FHIR Bulk Data export button and its dialog, for two scopes: "Export all (FHIR)" on the
// Patients tab, every patient of the doctor, and "Export site (FHIR)" in the site
// admin area, every patient of every clinician of the site. Active and archived patients alike, as
// NDJSON files, one per resource type. The export runs on the server; this dialog shows its
// progress and then the files. A failure is the §8 error modal.
import { useEffect, useState } from 'react';
import { Button, Dialog, Link, List, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LuDownload, LuFileJson } from 'react-icons/lu';
import { ERROR_TITLES } from '@portal/domain/errors';
import { reportError } from '../../errors/errorReporter';
import { BULK_EXPORT_START_PATH, siteBulkExportPath, useFhirBulkExport, type BulkExportState } from './useFhirBulkExport';
import { useUpstreamCapability } from '../../session/upstreamCapabilities';

/** What is exported: the doctor's own patients (the default), or a site admin's whole site (its internalID). */
export type FhirBulkExportScope = { scope?: 'patients' } | { scope: 'site'; siteId: string };

interface ExportTexts {
  button: string;
  tooltip: string;
  title: string;
  /** A line under the dialog's title; the doctor's own export needs none. */
  description: string | null;
}

function useExportTexts(scope: FhirBulkExportScope['scope']): ExportTexts {
  const { t } = useLingui();
  if (scope === 'site')
    return {
      button: t`Export site (FHIR)`,
      tooltip: t`Every patient of every clinician of the site as FHIR R4 NDJSON files, for the clinic's other systems`,
      title: t`Export the site's patients (FHIR)`,
      description: t`Every patient of every clinician of the site, active and archived, for the clinic's other systems. The export is recorded in the audit trail.`,
    };
  return {
    button: t`Export all (FHIR)`,
    tooltip: t`Every patient's record as FHIR R4 NDJSON files, for other clinical systems`,
    title: t`Export all patients (FHIR)`,
    description: null,
  };
}

function ExportProgress({ state }: { state: BulkExportState }) {
  const { t } = useLingui();
  if (state.phase !== 'running' || state.total === null) return <Text>{t`Starting the export…`}</Text>;
  const { done, total } = state;
  return (
    <Stack gap="3">
      <Text aria-live="polite">{t`Exporting: ${done} of ${total} patients`}</Text>
      <Progress.Root value={total > 0 ? Math.round((done / total) * 100) : null} size="sm">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** The export's button; none when the clinic's backend has nowhere to keep an export's files. */
export function FhirBulkExportButton(props: FhirBulkExportScope) {
  return useUpstreamCapability('BULK_EXPORT_STORAGE') ? <BulkExport {...props} /> : null;
}

function BulkExport(props: FhirBulkExportScope) {
  const { t } = useLingui();
  const texts = useExportTexts(props.scope);
  const [open, setOpen] = useState(false);
  const { state, start, cancel, reset } = useFhirBulkExport(
    props.scope === 'site' ? siteBulkExportPath(props.siteId) : BULK_EXPORT_START_PATH,
  );

  useEffect(() => {
    if (state.phase !== 'failed') return;
    reportError({ title: ERROR_TITLES.fhirExport, messages: [state.message] });
    setOpen(false);
    reset();
  }, [state, reset]);

  const begin = () => {
    setOpen(true);
    void start();
  };
  const close = () => {
    setOpen(false);
    if (state.phase === 'done') reset();
    else void cancel();
  };
  const finished = state.phase === 'done';

  return (
    <>
      <Button variant="outline" onClick={begin} title={texts.tooltip}>
        <LuFileJson aria-hidden />
        {texts.button}
      </Button>
      {open ? (
        <Dialog.Root open placement="center" onOpenChange={({ open: stillOpen }) => (stillOpen ? undefined : close())}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header flexDirection="column" alignItems="stretch" gap="1">
                  <Dialog.Title>{texts.title}</Dialog.Title>
                  {texts.description ? (
                    <Dialog.Description fontSize="sm" color="fg.muted">
                      {texts.description}
                    </Dialog.Description>
                  ) : null}
                </Dialog.Header>
                <Dialog.Body>
                  {state.phase === 'done' ? (
                    <Stack gap="3">
                      <Text>{t`The export is ready. Each file holds one FHIR resource a line (NDJSON):`}</Text>
                      <List.Root variant="plain" gap="2">
                        {state.files.map(({ type, count, path, name, part, parts }) => (
                          // A large type comes as several files (Observation, file 2 of 15).
                          <List.Item key={path}>
                            <Link href={path} download={name} colorPalette="brand">
                              <LuDownload aria-hidden />
                              {parts > 1 ? t`${type}, file ${part} of ${parts}` : type}
                            </Link>
                            <Text as="span" color="fg.muted" ms="2">
                              {plural(count, { one: '(# resource)', other: '(# resources)' })}
                            </Text>
                          </List.Item>
                        ))}
                      </List.Root>
                      {state.files.length === 0 ? <Text color="fg.muted">{t`There are no patients to export.`}</Text> : null}
                    </Stack>
                  ) : (
                    <ExportProgress state={state} />
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant={finished ? 'solid' : 'outline'} minW="24" onClick={close}>
                    {finished ? t`Close` : t`Cancel export`}
                  </Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}
