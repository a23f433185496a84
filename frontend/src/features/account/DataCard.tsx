import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Database, Download, Trash2 } from 'lucide-react';
import { ACCOUNT_DELETE_CONFIRMATION } from '@nova/protocol';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from '../../stores/useToastStore';
import { Card } from '../dashboard/Card';
import { downloadExport, useDeleteAccount } from './api';

/** Export my data (a JSON download) and Delete my account (refused with the server's reason while coins or shipments remain). */
export function DataCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('account');
  const [exporting, setExporting] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteAccount();

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadExport();
    } catch (err) {
      toast({ title: t('data.export'), description: errorMessage(err), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };
  const deleteAccount = () => {
    setFailure(null);
    remove.mutate(
      { confirm, ...(hasPassword ? { currentPassword: password } : {}) },
      { onSuccess: () => toast({ title: t('data.deleted'), variant: 'success' }), onError: (err) => setFailure(errorMessage(err)) },
    );
  };

  return (
    <Card title={t('data.title')} icon={<Database className="h-5 w-5 text-accent" aria-hidden />}>
      <div className="grid gap-4">
        <div>
          <Button variant="secondary" onClick={() => void exportData()} disabled={exporting}>
            <Download className="h-4 w-4" aria-hidden />
            {exporting ? t('data.exporting') : t('data.export')}
          </Button>
          <p className="mt-2 text-xs text-fg-muted">{t('data.exportHint')}</p>
        </div>
        <div>
          <Dialog onOpenChange={() => setFailure(null)}>
            <DialogTrigger asChild>
              <Button variant="outline" className="border-danger/50 text-danger hover:bg-danger/10">
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('data.delete')}
              </Button>
            </DialogTrigger>
            <DialogContent title={t('data.deleteTitle')} description={t('data.deleteBody', { word: ACCOUNT_DELETE_CONFIRMATION })} closeLabel={t('close')}>
              <div className="grid gap-3">
                <TextField label={t('data.confirmLabel')} value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="off" />
                {hasPassword ? (
                  <TextField label={t('data.password')} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
                ) : null}
                {failure ? (
                  <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-3 text-sm text-danger">
                    {failure}
                  </p>
                ) : null}
                <div className="flex flex-wrap justify-end gap-2">
                  <DialogClose asChild>
                    <Button variant="ghost">{t('data.cancel')}</Button>
                  </DialogClose>
                  <Button onClick={deleteAccount} disabled={confirm !== ACCOUNT_DELETE_CONFIRMATION || remove.isPending} className="bg-danger hover:bg-danger/90">
                    {remove.isPending ? t('data.deleting') : t('data.deleteConfirm')}
                  </Button>
                </div>
              </div>
            </DialogContent>
          </Dialog>
          <p className="mt-2 text-xs text-fg-muted">{t('data.deleteHint')}</p>
        </div>
      </div>
    </Card>
  );
}
