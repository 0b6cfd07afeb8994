import type { BackupHealth } from '~/lib/crm/backups/backup-notice.ts';
import { crmClient } from '../../../api/client.ts';

/** The server's backups as its schedule last saw them; null when it takes none. */
export async function readBackupHealth(): Promise<BackupHealth | null> {
  const supabase = await crmClient();
  const { data, error } = await supabase.rpc('backup_health');
  if (error) throw error;
  return data[0] ?? null;
}
