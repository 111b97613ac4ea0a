// §2 Patient detail, left panel: personal info, expandable contact info and notes, and the
// Update (not for a completed patient) and Delete buttons.
import { useState, type ReactNode } from 'react';
import { Accordion, Button, Card, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import { useCountryLabel } from '../../i18n/useCountryLabel';
import { useNavigate } from 'react-router';
import type { PatientSummaryPanel_patient$key } from '../../__generated__/PatientSummaryPanel_patient.graphql';
import { askConfirmation } from '../../components/confirm/confirmation';
import { reportPayloadErrors } from '../../components/sidePanel/payloadErrors';
import { formatDate } from '../../i18n/dates';
import { useDeletePatientMutation } from '../patients/useDeletePatientMutation';
import { GENDER_LABELS } from '../patients/patientLabels';
import { patientPaths } from '../patients/patientPaths';

const orDash = (value: ReactNode) => (value === null || value === undefined || value === '' ? '—' : value);

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    // One grid for all rows, so every value starts at the same line whatever the language's
    // longest label ("Numéro d'identification", "Geburtsdatum").
    <DataList.Root orientation="horizontal" size="sm" display="grid" gridTemplateColumns="auto minmax(0, 1fr)" columnGap="4" rowGap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} display="contents">
          <DataList.ItemLabel minW="6rem">{label}</DataList.ItemLabel>
          {/* Long e-mail addresses and streets wrap inside the narrow panel instead of overflowing. The
              value's own element (a <bdi>, a Text) is a flex item with the global overflow-wrap
              (break-word), which would keep it as wide as its longest word: it wraps anywhere too. */}
          <DataList.ItemValue minW="0" overflowWrap="anywhere" css={{ '& > *': { minWidth: 0, overflowWrap: 'anywhere' } }}>
            {orDash(value)}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

interface PatientSummaryPanelProps {
  patient: PatientSummaryPanel_patient$key;
  /** A completed patient cannot be updated (§2). */
  completed: boolean;
  onDeleted: () => void;
}

export function PatientSummaryPanel({ patient: patientKey, completed, onDeleted }: PatientSummaryPanelProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const navigate = useNavigate();
  // Gone, even when it had already been deleted elsewhere: the record has nothing left to show.
  const [deletePatient, deleting] = useDeletePatientMutation({ onRemoved: onDeleted });
  const patient = useFragment(
    graphql`
      fragment PatientSummaryPanel_patient on Patient {
        id
        fullName
        age
        lastVisit
        personal {
          socialId
          gender
          birthdate
          email
          phoneNumber
          notes
          address {
            street
            apartment
            city
            state
            country
            zipCode
          }
        }
      }
    `,
    patientKey,
  );
  const { personal } = patient;
  const { address } = personal;
  const street = [address.street, address.apartment].filter(Boolean).join(', ');
  const town = [address.zipCode, address.city, address.state].filter(Boolean).join(' ');
  // The country by its name in the reader's language when recognised, else as stored.
  // The contact info is folded at first: its country's name loads when it is about to be read.
  const [contactWanted, setContactWanted] = useState(false);
  const wantContact = () => setContactWanted(true);
  const country = useCountryLabel(address.country, i18n.locale, contactWanted);
  const addressText = [street, town, country].filter(Boolean).join('\n');
  const birthdate = formatDate(personal.birthdate);

  const remove = async () => {
    // The same question as the patients table's row menu.
    const name = patient.fullName;
    const confirmed = await askConfirmation({
      title: t`Delete ${name}?`,
      message: t`The patient and their visits are removed. This cannot be undone.`,
      confirmLabel: t`Delete patient`,
      tone: 'danger',
    });
    if (!confirmed) return;
    // GraphQL errors have been shown by the error modal.
    reportPayloadErrors(await deletePatient(patient.id).catch(() => []));
  };

  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body gap="4">
        <Stack gap="3" as="section" aria-label={t`Personal info`}>
          <Text fontWeight="semibold">{t`Personal info`}</Text>
          <Facts
            rows={[
              // Identifiers, phone numbers and e-mails read left to right in Hebrew too ("252 686 3784").
              [t`Social ID`, personal.socialId ? <bdi dir="ltr">{personal.socialId}</bdi> : null],
              [t`Gender`, personal.gender ? i18n._(GENDER_LABELS[personal.gender] ?? personal.gender) : null],
              [t`Previous visit`, formatDate(patient.lastVisit)],
              [t`Date of birth`, birthdate && patient.age !== null ? t`${birthdate} (${patient.age} years)` : birthdate],
            ]}
          />
        </Stack>
        <Accordion.Root
          multiple
          collapsible
          variant="plain"
          onValueChange={(details) => details.value.includes('contact') && wantContact()}
        >
          <Accordion.Item value="contact">
            <Accordion.ItemTrigger px="0" onPointerEnter={wantContact} onFocus={wantContact}>
              <Text flex="1" fontWeight="semibold">{t`Contact info`}</Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody px="0">
                <Facts
                  rows={[
                    // An address reads in its own script's direction ("7 Victoria Road" left to right, a Hebrew one right to left).
                    [
                      t`Address`,
                      addressText ? (
                        <Text whiteSpace="pre-line" dir="auto">
                          {addressText}
                        </Text>
                      ) : null,
                    ],
                    [t`Phone`, personal.phoneNumber ? <bdi dir="ltr">{personal.phoneNumber}</bdi> : null],
                    [t`E-mail`, personal.email ? <bdi dir="ltr">{personal.email}</bdi> : null],
                  ]}
                />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
          <Accordion.Item value="notes">
            <Accordion.ItemTrigger px="0">
              <Text flex="1" fontWeight="semibold">{t`Notes`}</Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody px="0">
                <Text whiteSpace="pre-line" color={personal.notes ? 'fg' : 'fg.muted'}>
                  {personal.notes || t`No notes`}
                </Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        </Accordion.Root>
        <HStack gap="3">
          <Button
            flex="1"
            variant="outline"
            disabled={completed}
            title={completed ? t`A completed patient cannot be changed` : undefined}
            onClick={() => void navigate(patientPaths.edit(patient.id))}
          >
            <LuPencil aria-hidden />
            {t`Update`}
          </Button>
          <Button flex="1" variant="outline" colorPalette="red" loading={deleting} onClick={() => void remove()}>
            <LuTrash2 aria-hidden />
            {t`Delete`}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
