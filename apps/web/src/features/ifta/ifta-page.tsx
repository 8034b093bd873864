import Box from '@mui/material/Box';
import type { IftaReportQuery } from '@tms/domain';
import { useState } from 'react';
import { errorText } from '../../app/api/api-error';
import { useSession } from '../../app/session/use-session';
import { MENU_ICONS } from '../../app/shell/menu-icons';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { NoAccessPage } from '../../components/no-access-page';
import { PageHeader, SectionHeader } from '../../components/page-header';
import { RetryAlert } from '../../components/retry-alert';
import { useDocumentTitle } from '../../components/use-document-title';
import { useIftaReport } from './api/get-ifta-report';
import { IftaDetailsDrawer } from './components/ifta-details-drawer';
import { IftaDownloads } from './components/ifta-downloads';
import { IftaEstimates } from './components/ifta-estimates';
import { IftaFilters } from './components/ifta-filters';
import { isZero } from './components/ifta-format';
import {
  IftaJurisdictionCard,
  IftaTotalsCard,
  iftaJurisdictionColumns,
  iftaTotalsCells,
} from './components/ifta-jurisdiction-columns';
import { IftaRatesDialog } from './components/ifta-rates-dialog';
import { IftaRatesNotice } from './components/ifta-rates-notice';
import { IftaSummaryCards } from './components/ifta-summary-cards';
import { IftaTruckCard, iftaTruckColumns } from './components/ifta-truck-columns';
import { quarterLabel, quarterSpan } from './ifta-quarter';
import { useIftaParams } from './use-ifta-params';

const TITLE = 'IFTA Fuel Tax';

/** The quarterly IFTA return: miles and fuel by jurisdiction, the fleet's MPG and the tax due or credited. */
export function IftaPage() {
  useDocumentTitle(TITLE);
  const { capabilities } = useSession();
  if (!capabilities.has('ifta')) {
    return <NoAccessPage title={TITLE} icon={MENU_ICONS.ifta} area="the IFTA return" includes="fuel-tax reporting" />;
  }
  return <IftaReturn canEditRates={capabilities.has('ifta_rates_write')} />;
}

function IftaReturn({ canEditRates }: { canEditRates: boolean }) {
  const params = useIftaParams();
  const quarter = { year: params.year, quarter: params.quarter };
  const query: IftaReportQuery = { ...quarter, truck_id: params.truckId };
  const report = useIftaReport(query);
  const [editingRates, setEditingRates] = useState(false);
  const data = report.data;
  const empty = data !== undefined && isZero(data.totals.total_miles) && isZero(data.total_gallons);
  const failedFirst = report.isError && !data;
  const openRates = canEditRates ? () => setEditingRates(true) : undefined;

  return (
    <>
      <PageHeader
        title={TITLE}
        description={`${quarterLabel(quarter)} · ${quarterSpan(quarter)}: miles driven and fuel bought in each state and province, and the tax due or credited.`}
        actions={<IftaDownloads query={query} disabled={!data || empty || report.isPlaceholderData} />}
      />
      <IftaFilters
        params={params}
        reportTrucks={data?.trucks ?? []}
        refresh={{ onRefresh: () => void report.refetch(), refreshing: report.isFetching }}
      />
      {report.isError && (
        <RetryAlert onRetry={() => void report.refetch()} sx={{ mb: 2 }}>
          {errorText(report.error)}
        </RetryAlert>
      )}
      {data && <IftaRatesNotice rates={data.rates} quarter={quarter} onEdit={openRates} />}
      {empty ? (
        <EmptyState
          icon={MENU_ICONS.ifta}
          title={`No miles or fuel in ${quarterLabel(quarter)}`}
          description={
            params.truckId === undefined
              ? 'The return fills in from the trucks’ positions and loads and from fuel purchases. Pick another quarter, or import the quarter’s fuel transactions.'
              : 'This truck drove no miles and bought no fuel in the quarter. Pick another quarter or all trucks.'
          }
        />
      ) : (
        !failedFirst && (
          // The previous quarter's figures stay faintly in view while the next one is read.
          <Box sx={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <IftaSummaryCards report={data} />
            <Box component="section" aria-label="By jurisdiction">
              <SectionHeader
                title="By jurisdiction"
                description="Select a line to see the trips and fuel purchases behind it."
              />
              <DataTable
                ariaLabel="Miles and fuel by jurisdiction"
                columns={iftaJurisdictionColumns}
                rows={data?.jurisdictions ?? []}
                getRowId={(l) => l.jurisdiction}
                loading={!data}
                skeletonRows={8}
                onRowClick={(l) => params.patch({ jurisdiction: l.jurisdiction })}
                card={(l) => <IftaJurisdictionCard line={l} />}
                minWidth={1040}
                // Nine columns of figures: a little less room around each keeps the tax due in view on a laptop.
                sx={{ '& th, & td': { px: 1.25 } }}
                footer={data && { cells: iftaTotalsCells(data.totals), card: <IftaTotalsCard totals={data.totals} /> }}
              />
            </Box>
            <Box component="section" aria-label="By truck" sx={{ mt: 4 }}>
              <SectionHeader
                title="By truck"
                description={
                  params.truckId === undefined
                    ? 'Select a truck to see its own return.'
                    : 'The return of this truck alone. Choose All trucks for the fleet.'
                }
              />
              <DataTable
                ariaLabel="Miles and fuel by truck"
                columns={iftaTruckColumns}
                rows={data?.trucks ?? []}
                getRowId={(t) => t.truck_id}
                loading={!data}
                skeletonRows={4}
                onRowClick={(t) => params.patch({ truck: String(t.truck_id), jurisdiction: null })}
                card={(t) => <IftaTruckCard truck={t} />}
                cardsBelow="sm"
                minWidth={640}
              />
            </Box>
            <IftaEstimates estimates={data?.estimates ?? []} />
          </Box>
        )
      )}
      <IftaDetailsDrawer
        quarter={quarter}
        truckId={params.truckId}
        jurisdiction={params.jurisdiction}
        line={data?.jurisdictions.find((l) => l.jurisdiction === params.jurisdiction)}
        onClose={() => params.patch({ jurisdiction: null })}
      />
      {canEditRates && <IftaRatesDialog open={editingRates} quarter={quarter} onClose={() => setEditingRates(false)} />}
    </>
  );
}
