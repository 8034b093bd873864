import Box from '@mui/material/Box';
import { type ReactNode, startTransition, useEffect, useState } from 'react';

interface AfterFirstPaintProps {
  children: ReactNode;
  /** Height held until the content is there, so that nothing below it jumps into view. */
  reserve?: string;
}

/**
 * Renders content that is not on the first screen right after the first paint, in an
 * interruptible transition: the first screen shows sooner, and the rest does not block the main
 * thread for long.
 */
export function AfterFirstPaint({ children, reserve }: AfterFirstPaintProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  if (shown) return children;
  return reserve ? <Box sx={{ minHeight: reserve }} /> : null;
}
