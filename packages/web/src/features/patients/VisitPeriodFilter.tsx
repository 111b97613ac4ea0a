// The time filter of §2: All, Today, Last week, Last month, Last year, as one segmented
// group of toggle buttons (aria-pressed). The parent remembers the choice (time_toggle).
import { Button, ButtonGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { VisitPeriodValue } from './patientFilterStorage';
import { VISIT_PERIOD_OPTIONS } from './patientLabels';

interface VisitPeriodFilterProps {
  value: VisitPeriodValue;
  /** The button clicked; the parent decides whether that chooses or clears. */
  onSelect: (period: VisitPeriodValue) => void;
}

export function VisitPeriodFilter({ value, onSelect }: VisitPeriodFilterProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <ButtonGroup role="group" aria-label={t`Last visit`} attached size="sm" variant="outline" flexWrap="wrap">
      {VISIT_PERIOD_OPTIONS.map((option) => {
        const active = option.value === value;
        return (
          <Button
            key={option.value}
            aria-pressed={active}
            variant={active ? 'solid' : 'outline'}
            colorPalette={active ? 'brand' : undefined}
            onClick={() => onSelect(option.value)}
          >
            {i18n._(option.label)}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}
