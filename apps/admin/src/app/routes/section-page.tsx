import { ComingSoon, useDocumentTitle } from '@kiosk/ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type AdminSectionId, getSection } from '../admin-sections';

export interface SectionPageProps {
  section: AdminSectionId;
  /** A detail page of the section (order or kiosk), titled with the route's id. */
  detail?: 'orderDetail' | 'kioskDetail';
}

/** A section that is not built yet: its title and what it will offer, marked 'coming soon'. */
export function SectionPage({ section, detail }: SectionPageProps) {
  const { t } = useTranslation();
  const params = useParams();
  const { icon } = getSection(section);
  const id = params.id ?? params.kioskId ?? '';
  const title = detail ? t(`admin.sections.${detail}`, { id }) : t(`admin.nav.${section}`);
  const description = detail ? t(`admin.sections.${detail}Description`) : t(`admin.sections.${section}`);
  useDocumentTitle(title, t('common.appName.admin'));
  return (
    <div className="flex min-h-full items-start justify-center pt-4 sm:pt-10">
      <ComingSoon title={title} description={description} icon={icon} />
    </div>
  );
}
