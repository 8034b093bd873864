import Box from '@mui/material/Box';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Room left around an image that fits the viewer. */
const PADDING = 24;

/**
 * An image that fits its box at zoom 1 (never enlarged past its own pixels) and grows or shrinks
 * from there; past the box it scrolls.
 */
export function ZoomableImage({ src, alt, zoom }: { src: string; alt: string; zoom: number }) {
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setRoom({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const fit = natural
    ? Math.min(1, (room.width - 2 * PADDING) / natural.width, (room.height - 2 * PADDING) / natural.height)
    : 0;
  // No size until the image's own is known: at its natural size it would make the box scroll for a moment.
  const width = natural ? Math.max(1, Math.round(natural.width * Math.max(fit, 0) * zoom)) : 0;

  // Zooming keeps the point at the middle of the view where it was.
  const middle = useRef({ x: 0.5, y: 0.5 });
  useLayoutEffect(() => {
    const el = box.current;
    if (!el || width === 0) return;
    el.scrollLeft = middle.current.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = middle.current.y * el.scrollHeight - el.clientHeight / 2;
  }, [width]);
  const remember = () => {
    const el = box.current;
    if (!el) return;
    middle.current = {
      x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth,
      y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight,
    };
  };

  return (
    <Box ref={box} onScroll={remember} sx={{ position: 'absolute', inset: 0, overflow: 'auto', display: 'flex' }}>
      <Box
        component="img"
        src={src}
        alt={alt}
        data-zoom={zoom}
        onLoad={(e) => {
          const img = e.currentTarget;
          setNatural({ width: img.naturalWidth, height: img.naturalHeight });
        }}
        sx={{
          // margin: auto centres the image while it is smaller than the box and lets it scroll when larger.
          m: 'auto',
          p: `${PADDING}px`,
          boxSizing: 'content-box',
          width,
          height: 'auto',
          maxWidth: 'none',
          visibility: natural ? 'visible' : 'hidden',
          flexShrink: 0,
        }}
      />
    </Box>
  );
}
