import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type PdfDocument = import('pdfjs-dist/legacy/build/pdf.mjs').PDFDocumentProxy;
type PdfLoadingTask = ReturnType<PdfJs['getDocument']>;

/**
 * Starts reading a PDF with pdf.js, loaded on first use so only screens that show a PDF download it.
 * The legacy build carries its own polyfills for the browsers the app supports; the worker is a file
 * of this site, so the Content-Security-Policy's script-src 'self' lets it start and nothing comes
 * from a CDN. WebAssembly decoders stay off: the policy does not allow compiling them.
 */
async function startReading(file: Blob): Promise<PdfLoadingTask> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const data = new Uint8Array(await file.arrayBuffer());
  return pdfjs.getDocument({ data, useWasm: false, enableXfa: false, disableWorkerRendering: true, verbosity: 0 });
}

/** The width pages are drawn at: the element's, followed as the layout changes. */
function useWidth(el: HTMLElement | null) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!el) return;
    const measure = () => setWidth(Math.floor(el.clientWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [el]);
  return width;
}

interface PdfPageProps {
  doc: PdfDocument;
  number: number;
  width: number;
  onError: () => void;
}

/** One page drawn on a canvas at the given CSS width, sharp on high-density screens. */
function PdfPage({ doc, number, width, onError }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || width === 0) return;
    let task: { cancel: () => void } | undefined;
    let cancelled = false;
    doc
      .getPage(number)
      .then((page) => {
        if (cancelled) return;
        const scale = (width / page.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1);
        const viewport = page.getViewport({ scale });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        const render = page.render({ canvas, viewport });
        task = render;
        return render.promise;
      })
      .catch((e: unknown) => {
        // A redraw at a new width cancels the one under way; that is not a failure.
        if (!cancelled && (e as Error)?.name !== 'RenderingCancelledException') onError();
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, number, width, onError]);
  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label={`Page ${number} of ${doc.numPages}`}
      sx={{ display: 'block', width: '100%', bgcolor: 'common.white', boxShadow: 1 }}
    />
  );
}

interface PdfPagesProps {
  file: Blob;
  /** Names the pages for assistive technology. */
  label: string;
  /** Shown under the message when the file cannot be drawn, e.g. a link to open it. */
  fallback?: ReactNode;
}

/**
 * Every page of a PDF drawn to canvases at the container's width, one under the other, scrolling.
 * Drawing in the page itself works where a Content-Security-Policy of `object-src 'none'` keeps the
 * browser's own viewer out.
 */
export function PdfPages({ file, label, fallback }: PdfPagesProps) {
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [pages, setPages] = useState<HTMLDivElement | null>(null);
  const width = useWidth(pages);

  useEffect(() => {
    let cancelled = false;
    let task: PdfLoadingTask | undefined;
    setDoc(null);
    setFailed(false);
    startReading(file)
      .then((t) => {
        task = t;
        if (cancelled) void t.destroy();
        return cancelled ? undefined : t.promise;
      })
      .then(
        (d) => {
          if (d && !cancelled) setDoc(d);
        },
        () => {
          if (!cancelled) setFailed(true);
        },
      );
    return () => {
      cancelled = true;
      // Ends the worker, whether the document is still being read or already shown.
      void task?.destroy();
    };
  }, [file]);

  const onError = useCallback(() => setFailed(true), []);

  if (failed)
    return (
      <Box role="alert" sx={{ p: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography color="text.secondary">
          This PDF cannot be shown here: the file may be damaged or password-protected.
        </Typography>
        {fallback}
      </Box>
    );

  return (
    <Box
      role="group"
      aria-label={label}
      aria-busy={!doc}
      // Focusable so the pages can be scrolled from the keyboard: they hold nothing else to focus.
      tabIndex={0}
      // Fills a flex column or a box of fixed height, and scrolls the pages inside it.
      sx={{
        flex: '1 1 auto',
        minHeight: 0,
        height: '100%',
        overflowY: 'auto',
        scrollbarGutter: 'stable',
        p: 1,
        bgcolor: 'action.hover',
      }}
    >
      {!doc && (
        <Box sx={{ p: 4, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">Loading PDF…</Typography>
        </Box>
      )}
      <Box ref={setPages} sx={{ display: 'grid', gap: 1 }}>
        {doc &&
          Array.from({ length: doc.numPages }, (_, i) => i + 1).map((n) => (
            <PdfPage key={n} doc={doc} number={n} width={width} onError={onError} />
          ))}
      </Box>
    </Box>
  );
}
