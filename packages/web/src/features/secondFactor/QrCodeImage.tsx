// The enrolment's QR code, drawn from the path the BFF computed (no QR library in the bundle).
import { Box } from '@chakra-ui/react';

/** Quiet zone around the code, in modules, as the QR standard asks. */
const QUIET = 4;

export function QrCodeImage({ size, path, label }: { size: number; path: string; label: string }) {
  const side = size + 2 * QUIET;
  return (
    <Box bg="white" p="0" rounded="md" borderWidth="1px" borderColor="border.muted" w="52" h="52" flexShrink={0}>
      <svg
        viewBox={`-${QUIET} -${QUIET} ${side} ${side}`}
        width="100%"
        height="100%"
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
        <path d={path} fill="#000" />
      </svg>
    </Box>
  );
}
