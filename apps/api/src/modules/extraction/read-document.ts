import type { ExtractedEvent, ExtractionResult } from '@tms/domain';
import { withBandLabels } from './band-labels';
import { readBasicInfo } from './basic-info';
import { withBilingualCaptions } from './bilingual-captions';
import { blankEvent } from './blank-event';
import { withBoxedFields } from './boxed-fields';
import { withCalendarExport } from './calendar-export';
import { withCaptionsBelow } from './captions-below';
import { withDayColumns } from './day-columns';
import { withDayFirstDates } from './day-first-dates';
import { withDayHeadings } from './day-headings';
import { withDelimitedCells } from './delimited-cells';
import { delimitedStopReadings } from './delimited-stops';
import { denseStopReadings } from './dense-stop-lines';
import { withFieldNames } from './field-names';
import { fixedWidthStopReadings } from './fixed-width-stops';
import { withGutterCaptions } from './gutter-captions';
import { withIniSections } from './ini-sections';
import { withJoinedTables } from './joined-tables';
import { withJsonPrint } from './json-print';
import { withKindAtRight } from './kind-at-right';
import { withKindLabels } from './kind-labels';
import type { TextDoc } from './layout';
import { withListBullets } from './list-bullets';
import { withMailPrint } from './mail-print';
import { withMarkdownPrint } from './markdown-print';
import { withMarkedOptions } from './marked-options';
import { withOffsetColumns } from './offset-columns';
import { withOutlineTree } from './outline-tree';
import { findParties } from './parties';
import { proseView } from './prose-stops';
import { readRateCargo } from './rate-cargo';
import { withRightSetValues } from './right-set-values';
import { withRunOnPairs } from './run-on-pairs';
import { withScreenPanels } from './screen-panels';
import { withSeparatedValues } from './separated-values';
import { withSideLabels } from './side-labels';
import { withoutSpreadsheetHeadings } from './spreadsheet-print';
import { withStackedCaptions } from './stacked-captions';
import { stopBlocks } from './stop-blocks';
import { stopBody } from './stop-body';
import { inNumberedOrder } from './stop-numbers';
import { loadLevelStopReference } from './stop-references';
import { stopTableReadings } from './stop-table-rows';
import { readStop, type StopReading } from './stops';
import { withoutSummaryStops } from './summary-stops';
import { withoutTwinCopy } from './two-up';
import { withUnnamedStops } from './unnamed-stops';
import { validateEvents } from './validate';
import { withValueColumns } from './value-columns';
import { findDates, resolveDate } from './values';
import { withX12Segments } from './x12-segments';
import { withXmlPrint } from './xml-print';

export type Reading = Omit<ExtractionResult, 'engine'>;

/** The sheet's own date (when it was made), for dates printed without a year; else today. */
function referenceDate(doc: TextDoc, today: Date): Date {
  for (const line of doc.lines) {
    const hit = findDates(line.text).find((d) => d.year !== null && d.year > 1990 && d.year < 2100);
    if (hit) return new Date(`${resolveDate(hit, today)}T12:00:00Z`);
  }
  return today;
}

function toEvent(s: StopReading, order: number): ExtractedEvent {
  return {
    ...blankEvent(order, s.type),
    event_date: s.date,
    appointment_time_lower: s.timeLower,
    appointment_time_higher: s.timeHigher,
    facility_name: s.facility,
    location_street: s.street,
    location_city: s.city,
    location_state: s.state,
    location_postal_code: s.zip,
    contact_phone: s.phone,
    reference_number: s.reference,
  };
}

const hasBoth = (stops: StopReading[]) =>
  stops.some((s) => s.type === 'pickup') && stops.some((s) => s.type === 'delivery');
// A stop read whole: a place and a day.
const whole = (stops: StopReading[]) => stops.filter((s) => s.city && s.state && s.date).length;

// How much of its stops a reading found beyond the place: the name, street, day, time, number, phone.
const filled = (stops: StopReading[]) =>
  stops.flatMap((s) => [s.facility, s.street, s.date, s.timeLower, s.reference, s.phone]).filter(Boolean).length;

/**
 * Stops found by their headings, unless a stop table holds a pickup and a delivery and more whole
 * stops, or the same stops with more of them read (a row's kind cell taken for a heading reads the
 * row's lines without its columns).
 */
function bestStops(byHeading: StopReading[], byTable: StopReading[]): StopReading[] {
  if (!hasBoth(byTable)) return byHeading;
  if (!hasBoth(byHeading) || whole(byTable) > whole(byHeading)) return byTable;
  return whole(byTable) === whole(byHeading) && samePlaces(byTable, byHeading) && filled(byTable) > filled(byHeading)
    ? byTable
    : byHeading;
}

const placeKey = (stops: StopReading[]) => stops.map((s) => `${s.type}|${s.city}|${s.state}|${s.zip ?? ''}`).join(';');
const samePlaces = (a: StopReading[], b: StopReading[]) => placeKey(a) === placeKey(b);

/**
 * Stops read row by row (a fixed-width report's, bar-parted lines'), where the other readings find
 * no pickup and delivery, fewer whole stops, or as many but less of them (a table reader that took
 * the rows' head for a table's).
 */
function withRowReadings(stops: StopReading[], byRows: StopReading[]): StopReading[] {
  if (!hasBoth(byRows)) return stops;
  if (!hasBoth(stops) || whole(byRows) > whole(stops)) return byRows;
  return whole(byRows) === whole(stops) && byRows.length === stops.length && filled(byRows) > filled(stops)
    ? byRows
    : stops;
}

/**
 * A second copy printed beside the first taken off, then exports printed raw read as the captions
 * of a sheet: JSON, XML, INI key files, separated values and Markdown.
 */
const withExports = (printed: TextDoc) =>
  withMarkdownPrint(withSeparatedValues(withIniSections(withXmlPrint(withJsonPrint(withoutTwinCopy(printed))))));

/** Layout-aware reading of a rate confirmation's text into the wizard's three sections. */
export function readDocument(printed: TextDoc, today = new Date()): Reading {
  // The page's own arrangement undone first: screenshots read panel after panel, days in the order
  // the sheet writes them, places joined to the schedule that refers to them by code, check boxes
  // read as the options marked, and boxed captions paired with the values under them.
  const formed = withBoxedFields(
    withMarkedOptions(
      withJoinedTables(
        withDayFirstDates(
          withDayColumns(
            withOffsetColumns(
              withScreenPanels(
                withListBullets(
                  withMailPrint(withX12Segments(withCalendarExport(withOutlineTree(withExports(printed))))),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const doc = withDelimitedCells(
    withUnnamedStops(
      withStackedCaptions(
        withKindLabels(
          withSideLabels(
            withKindAtRight(
              withDayHeadings(
                withRunOnPairs(
                  withCaptionsBelow(
                    withBandLabels(
                      withoutSpreadsheetHeadings(
                        withFieldNames(
                          withBilingualCaptions(withValueColumns(withRightSetValues(withGutterCaptions(formed)))),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const reference = referenceDate(doc, today);
  const parties = findParties(doc);
  let byHeading = withoutSummaryStops(stopBlocks(doc).map((b) => readStop(doc, b, reference)));
  // Stops told in sentences: read from the prose view when it finds more whole stops.
  const prose = proseView(doc);
  const byProse = prose ? stopBlocks(prose).map((b) => readStop(prose, b, reference)) : [];
  const fromProse = hasBoth(byProse) && whole(byProse) > whole(byHeading);
  if (fromProse) byHeading = byProse;
  const byReport = withRowReadings(
    bestStops(byHeading, stopTableReadings(doc, reference)),
    fixedWidthStopReadings(doc, reference),
  );
  const byRows = withRowReadings(byReport, delimitedStopReadings(doc, reference));
  const stops = inNumberedOrder(withRowReadings(byRows, denseStopReadings(doc, reference)));
  // The prose view's lines are its own: the stops' lines of the document are left to the others.
  const own = (s: StopReading) => (byProse.includes(s) ? s.block.lines : stopBody(doc, s.block));
  const stopLines = new Set(stops.flatMap((s) => (fromProse && byProse.includes(s) ? [] : own(s).map((l) => l.index))));
  const stopReferences = new Set(stops.flatMap((s) => (s.reference ? [s.reference] : [])));
  const stopSegments = new Set(stops.flatMap((s) => own(s).flatMap((l) => l.segments)));
  const basic = readBasicInfo(doc, parties, { lines: stopLines, segments: stopSegments, references: stopReferences });
  const rate = readRateCargo(doc);

  // A "Ref #" or "PO #" printed identically on every stop belongs to the whole load.
  const shared = stops[0]?.genericReference;
  if (stops.length > 1 && shared && stops.every((s) => s.genericReference === shared)) {
    if (!basic.info.other_reference_numbers.includes(shared) && shared !== basic.info.load_number)
      basic.info.other_reference_numbers.push(shared);
    for (const s of stops) if (s.reference === shared) s.reference = null;
  }

  const firstPickup = stops.find((s) => s.type === 'pickup');
  if (firstPickup && !firstPickup.reference) firstPickup.reference = loadLevelStopReference(doc, 'pickup', stopLines);
  const lastDelivery = stops.findLast((s) => s.type === 'delivery');
  if (lastDelivery && !lastDelivery.reference)
    lastDelivery.reference = loadLevelStopReference(doc, 'delivery', stopLines);

  const events = stops.map((s, i) => toEvent(s, i + 1));
  const checked = validateEvents(events, stops, reference);
  const warnings = [...rate.warnings, ...checked.warnings];
  if (!events.some((e) => e.event_type === 'pickup')) warnings.push('No pickup was found on the document');
  if (!events.some((e) => e.event_type === 'delivery')) warnings.push('No delivery was found on the document');
  if (!basic.info.load_number) warnings.push('No load number was found on the document');
  if (!rate.rateCargo.rate_booked) warnings.push('No total carrier pay was found on the document');
  return {
    basic_info: basic.info,
    events,
    rate_cargo: rate.rateCargo,
    confidence: { ...basic.confidence, ...rate.confidence, ...checked.confidence },
    warnings,
  };
}
