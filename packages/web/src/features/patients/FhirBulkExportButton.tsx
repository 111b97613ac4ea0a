// "Export all (FHIR)" on the Patients tab (issue 18 item 3): every patient of the doctor, active
// and archived, as FHIR Bulk Data NDJSON files, one per resource type. The export runs on the
// server; this dialog shows its progress and then the files. A failure is the §8 error modal.
import { useEffect, useState } from 'react';
import { Button, Dialog, Link, List, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LuDownload, LuFileJson } from 'react-icons/lu';
import { ERROR_TITLES } from '@portal/domain/errors';
import { reportError } from '../../errors/errorReporter';
import { useFhirBulkExport, type BulkExportState } from './useFhirBulkExport';

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

export function FhirBulkExportButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const { state, start, cancel, reset } = useFhirBulkExport();

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
      <Button variant="outline" onClick={begin} title={t`Every patient's record as FHIR R4 NDJSON files, for other clinical systems`}>
        <LuFileJson aria-hidden />
        {t`Export all (FHIR)`}
      </Button>
      {open ? (
        <Dialog.Root open placement="center" onOpenChange={({ open: stillOpen }) => (stillOpen ? undefined : close())}>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t`Export all patients (FHIR)`}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {state.phase === 'done' ? (
                    <Stack gap="3">
                      <Text>{t`The export is ready. Each file holds one FHIR resource a line (NDJSON):`}</Text>
                      <List.Root variant="plain" gap="2">
                        {state.files.map((file) => (
                          <List.Item key={file.type}>
                            <Link href={file.path} download={`${file.type}.ndjson`} colorPalette="teal">
                              <LuDownload aria-hidden />
                              {file.type}
                            </Link>
                            <Text as="span" color="fg.muted" ms="2">
                              {plural(file.count, { one: '(# resource)', other: '(# resources)' })}
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
