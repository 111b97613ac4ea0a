// The body of a dashboard tab until its feature arrives: the tab's title and its count.
import { Card, Heading, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { tabByPath } from './dashboardTabs';

export function TabSummaryCard({ tabPath, count }: { tabPath: string; count: number | null | undefined }) {
  const { i18n } = useLingui();
  const tab = tabByPath(tabPath);
  const title = tab ? i18n._(tab.label) : '';
  useDocumentTitle(title);
  return (
    <Card.Root maxW="sm" variant="outline" bg="bg.panel">
      <Card.Body gap="2">
        <Heading as="h2" size="md" color="fg.muted" fontWeight="medium">
          {title}
        </Heading>
        <Text fontSize="4xl" fontWeight="semibold" color="brand.fg" lineHeight="1">
          {count ?? '—'}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
