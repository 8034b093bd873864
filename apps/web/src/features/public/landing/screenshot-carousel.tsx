import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useThemeMode } from '../../../app/theme/use-theme-mode';
import { SCREENSHOT_SIZES, SCREENSHOTS, screenshotSrc, screenshotSrcSet } from './screenshots';
import { useAfterPageLoad } from './use-after-page-load';

const IMAGE_STYLE = {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'top left',
} as const;

/** Spec 1 section 9: three slides, four seconds each. */
export const SLIDE_INTERVAL_MS = 4000;

/**
 * The hero's product screenshots in a browser frame, changing every four seconds. Rotation pauses
 * while the pointer or focus is on it and with the pause button (WCAG 2.2.2); the second and third
 * images download only after the page has loaded, so the first view gets the bandwidth.
 */
export function ScreenshotCarousel() {
  const { resolvedMode } = useThemeMode();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const laterSlidesWanted = useAfterPageLoad();
  const current = SCREENSHOTS[index] ?? SCREENSHOTS[0]!;

  // Each slide gets its full four seconds, also after a visitor picks one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slide restarts the timer.
  useEffect(() => {
    if (paused || held) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % SCREENSHOTS.length), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, paused, held]);

  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Product screenshots"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      sx={{ position: 'relative', minWidth: 0 }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: '8% -4% -6% 4%',
          borderRadius: 6,
          filter: 'blur(48px)',
          background: (t) =>
            `linear-gradient(135deg, ${alpha(t.palette.primary.main, 0.45)}, ${alpha(t.palette.secondary.light, 0.25)})`,
          opacity: (t) => (t.palette.mode === 'dark' ? 0.5 : 0.6),
        }}
      />
      <Box
        sx={{
          position: 'relative',
          borderRadius: 3,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          boxShadow: (t) =>
            t.palette.mode === 'dark'
              ? '0 30px 60px -20px rgba(0,0,0,0.7)'
              : '0 30px 60px -24px rgba(15,23,42,0.35), 0 8px 20px -12px rgba(15,23,42,0.2)',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.5,
            height: 32,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: (t) => (t.palette.mode === 'dark' ? alpha('#000', 0.2) : '#f8fafc'),
          }}
        >
          {['#FF5F57', '#FEBC2E', '#28C840'].map((color) => (
            <Box key={color} aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
          ))}
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ flex: 1, textAlign: 'center', mr: 5, fontWeight: 500 }}
            noWrap
          >
            {current.caption}
          </Typography>
        </Box>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 10' }}>
          {SCREENSHOTS.map((shot, i) => {
            const shown = i === index;
            const first = i === 0;
            return (
              <Box
                key={shot.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${SCREENSHOTS.length}: ${shot.caption}`}
                aria-hidden={!shown}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  opacity: shown ? 1 : 0,
                  transition: 'opacity 700ms ease',
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                }}
              >
                {(first || laterSlidesWanted) && (
                  // A plain <img>: Box would take width and height as style props, and the browser
                  // needs them as attributes to reserve the space before the image arrives.
                  <img
                    src={screenshotSrc(shot.id, resolvedMode, 720)}
                    srcSet={screenshotSrcSet(shot.id, resolvedMode)}
                    sizes={SCREENSHOT_SIZES}
                    width={1280}
                    height={800}
                    alt={shot.alt}
                    loading={first ? 'eager' : 'lazy'}
                    fetchPriority={first ? 'high' : 'low'}
                    // The first slide is the phone's largest paint: decoded with the frame, not after it.
                    decoding={first ? 'sync' : 'async'}
                    style={IMAGE_STYLE}
                  />
                )}
              </Box>
            );
          })}
        </Box>
      </Box>

      <Box
        sx={{ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5, mt: 2 }}
      >
        {SCREENSHOTS.map((shot, i) => (
          <Box
            key={shot.id}
            component="button"
            type="button"
            aria-label={`Show slide ${i + 1}: ${shot.caption}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => setIndex(i)}
            sx={{
              width: 28,
              height: 28,
              p: 0,
              border: 0,
              borderRadius: 1,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              '&::after': {
                content: '""',
                width: i === index ? 22 : 8,
                height: 8,
                borderRadius: 4,
                bgcolor: i === index ? 'primary.main' : 'action.disabled',
                transition: 'width 200ms ease, background-color 200ms ease',
              },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            }}
          />
        ))}
        <IconButton
          size="small"
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          sx={{ ml: 1, color: 'text.secondary' }}
        >
          {paused ? <PlayArrowRounded fontSize="small" /> : <PauseRounded fontSize="small" />}
        </IconButton>
      </Box>
    </Box>
  );
}
