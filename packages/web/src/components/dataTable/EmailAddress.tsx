// An e-mail address in a table cell: it may break after its @ and nowhere else (a break at a
// hyphen would read as part of the address), so a long clinic address takes two lines in a narrow
// window instead of pushing the table's last columns out of its box. <wbr> is a break opportunity
// even where the text does not wrap, and copies as nothing.
import { chakra } from '@chakra-ui/react';

export function EmailAddress({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 0) return <>{value}</>;
  return (
    <chakra.span whiteSpace="nowrap">
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </chakra.span>
  );
}
