import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SectionHeader } from '../../../components/page-header';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The heading of a settings tab with its main actions on the right. */
export function SettingsSection({ title, description, actions, children }: SettingsSectionProps) {
  return (
    <Box component="section">
      <SectionHeader title={title} description={description} actions={actions} />
      {children}
    </Box>
  );
}
