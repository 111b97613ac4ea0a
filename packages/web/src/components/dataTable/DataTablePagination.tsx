// Page controls (§2): previous, the page-number window, next. Shown by the table only
// when there are more rows than fit one page.
import { Box, Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { DirectionalIcon } from './DirectionalIcon';
import { paginationWindow } from './paginationWindow';

interface DataTablePaginationProps {
  pageCount: number;
  /** 0-based. */
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
}

export function DataTablePagination({ pageCount, pageIndex, onPageChange }: DataTablePaginationProps) {
  const { t } = useLingui();
  const isFirst = pageIndex <= 0;
  const isLast = pageIndex >= pageCount - 1;
  return (
    <Box as="nav" aria-label={t`Pagination`} py="3">
      <HStack as="ul" listStyleType="none" gap="1" justify="center" m="0" p="0">
        <li>
          <IconButton
            aria-label={t`Previous page`}
            size="sm"
            variant="ghost"
            disabled={isFirst}
            onClick={() => onPageChange(pageIndex - 1)}
          >
            <DirectionalIcon>
              <LuChevronLeft />
            </DirectionalIcon>
          </IconButton>
        </li>
        {paginationWindow(pageCount, pageIndex).map((item) => {
          if (item.kind === 'gap') {
            return (
              <Text as="li" key={item.key} aria-hidden="true" px="1" color="fg.muted">
                …
              </Text>
            );
          }
          const current = item.index === pageIndex;
          const number = item.index + 1;
          return (
            <li key={item.index}>
              <Button
                size="sm"
                minW="9"
                variant={current ? 'solid' : 'ghost'}
                aria-current={current ? 'page' : undefined}
                aria-label={t`Page ${number}`}
                onClick={() => onPageChange(item.index)}
              >
                {number}
              </Button>
            </li>
          );
        })}
        <li>
          <IconButton aria-label={t`Next page`} size="sm" variant="ghost" disabled={isLast} onClick={() => onPageChange(pageIndex + 1)}>
            <DirectionalIcon>
              <LuChevronRight />
            </DirectionalIcon>
          </IconButton>
        </li>
      </HStack>
    </Box>
  );
}
