// The result view's choice between the §9 view of three visits at a time (with the charts'
// arrows) and the whole course of therapy in one chart per measure. One choice for
// all charts of the test, so the eyes and both optical corrections stay comparable.
import { Button, Group } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuChartColumn, LuChartLine } from 'react-icons/lu';
import { CHART_CATEGORIES_PER_VIEW } from '@portal/domain/constants';

interface CourseViewToggleProps {
  /** How many visits took the test. */
  visitCount: number;
  whole: boolean;
  onChange: (whole: boolean) => void;
}

export function CourseViewToggle({ visitCount, whole, onChange }: CourseViewToggleProps) {
  const { t } = useLingui();
  const perView = CHART_CATEGORIES_PER_VIEW;
  // Three visits or fewer fit one view: nothing to choose.
  if (visitCount <= CHART_CATEGORIES_PER_VIEW) return null;
  return (
    <Group attached role="group" aria-label={t`Visits shown`} alignSelf="flex-end">
      <Button size="xs" variant={whole ? 'outline' : 'solid'} aria-pressed={!whole} onClick={() => onChange(false)}>
        <LuChartColumn aria-hidden />
        {t`${perView} visits at a time`}
      </Button>
      <Button size="xs" variant={whole ? 'solid' : 'outline'} aria-pressed={whole} onClick={() => onChange(true)}>
        <LuChartLine aria-hidden />
        {t`Whole course`}
      </Button>
    </Group>
  );
}
