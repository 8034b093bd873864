import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import FiberNewOutlined from '@mui/icons-material/FiberNewOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { accentText } from '../../../app/theme/create-app-theme';
import { useCustomerStats } from '../api/get-customer-stats';

interface StatCardProps {
  label: string;
  value: number | undefined;
  icon: ReactNode;
  tone: (t: Theme) => string;
  /** Clicking applies the matching filter; `active` shows that it is applied. */
  onClick?: () => void;
  active?: boolean;
}

function StatCard({ label, value, icon, tone, onClick, active }: StatCardProps) {
  return (
    <ButtonBase
      component={onClick ? 'button' : 'div'}
      onClick={onClick}
      disabled={!onClick}
      aria-pressed={onClick ? active : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-start',
        gap: { xs: 1.25, sm: 1.75 },
        p: { xs: 1.5, sm: 2 },
        minWidth: 0,
        textAlign: 'left',
        borderRadius: 3,
        border: 1,
        borderColor: active ? tone : 'divider',
        bgcolor: active ? (t) => alpha(tone(t), t.palette.mode === 'dark' ? 0.12 : 0.06) : 'background.paper',
        transition: (t) => t.transitions.create(['border-color', 'background-color']),
        '&:hover': onClick ? { borderColor: tone } : undefined,
        '&.Mui-disabled': { pointerEvents: 'none' },
      }}
    >
      <Box
        sx={{
          width: { xs: 36, sm: 42 },
          height: { xs: 36, sm: 42 },
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          color: tone,
          bgcolor: (t) => alpha(tone(t), t.palette.mode === 'dark' ? 0.18 : 0.1),
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          {value === undefined ? <Skeleton width={40} /> : value.toLocaleString('en-US')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.3 }}>
          {label}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

interface CustomerStatsCardsProps {
  warningOnly: boolean;
  showDeleted: boolean;
  onWarningOnly: (on: boolean) => void;
  onShowDeleted: (on: boolean) => void;
}

export function CustomerStatsCards({
  warningOnly,
  showDeleted,
  onWarningOnly,
  onShowDeleted,
}: CustomerStatsCardsProps) {
  const stats = useCustomerStats().data;
  return (
    <Box
      component="section"
      aria-label="Customer summary"
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <StatCard label="Total customers" value={stats?.total} icon={<HandshakeOutlined />} tone={accentText} />
      <StatCard
        label="With warning"
        value={stats?.with_warning}
        icon={<ReportProblemOutlined />}
        tone={(t) => t.palette.warning.main}
        onClick={() => onWarningOnly(!warningOnly)}
        active={warningOnly}
      />
      <StatCard
        label="Deleted"
        value={stats?.deleted}
        icon={<DeleteOutlineOutlined />}
        tone={(t) => t.palette.error.main}
        onClick={() => onShowDeleted(!showDeleted)}
        active={showDeleted}
      />
      <StatCard
        label="New in last 30 days"
        value={stats?.added_last_30_days}
        icon={<FiberNewOutlined />}
        tone={(t) => t.palette.info.main}
      />
    </Box>
  );
}
