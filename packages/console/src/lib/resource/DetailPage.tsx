import type { RequestInput } from '@vending/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFallback } from '../CallFallback';
import { RecordDetailPage } from '../RecordDetailPage';
import { useCall } from '../useCall';
import { useAuthStore } from '../../stores/authStore';
import { useCurrency } from '../../stores/moneyStore';
import type { DeclaredDetailPage } from './detail';
import { DetailCards } from './DetailSections';
import type { AnyRow, DetailRuntime } from './kinds/kind';

function DetailView({ page, id }: { page: DeclaredDetailPage; id: number }) {
  const { t } = useTranslation();
  const self = useAuthStore((state) => state.session?.user);
  const currency = useCurrency();
  const [version, setVersion] = useState(0);
  const call = useCall(page.get, { [page.id]: id } as RequestInput<typeof page.get>);
  const record = call.data as AnyRow | undefined;
  if (call.status !== 'ready' || !record) return <CallFallback call={call} height={320} />;
  const runtime: DetailRuntime = {
    t,
    self,
    currency,
    namespace: page.namespace,
    version,
    reload: () => {
      setVersion((count) => count + 1);
      call.reload();
    },
  };
  return <DetailCards cards={page.cards} record={record} page={runtime} />;
}

/** A declared detail page: the record named by `?id=`, its cards of sections (see detail.ts). */
export function DetailPage({ page }: { page: DeclaredDetailPage }) {
  const { t } = useTranslation();
  return (
    <RecordDetailPage
      headingId={`${page.namespace}-title`}
      title={t(`routes.${page.route}`)}
      noId={t(`${page.namespace}.noId`)}
      back={t(`${page.namespace}.back`)}
      listPath={page.listPath}
    >
      {(id) => <DetailView key={id} page={page} id={id} />}
    </RecordDetailPage>
  );
}
