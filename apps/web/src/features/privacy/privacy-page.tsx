import { DEFAULT_RETENTION } from "@kairos/shared";
import { SITE_NAME } from "@/content/pages";
import { privacyPage } from "@/content/privacy";
import { defaultPrivacyNotice } from "@/content/privacy-notice";
import { publicConfig } from "@/lib/data/config";
import { PageSection } from "../pages/page-section";
import { NoticeText } from "./notice-text";

/** The notice in force: the one staff wrote in Settings, or the default with their details. */
export function privacyNoticeText(config = publicConfig): string {
  return (
    config.privacyNotice ??
    defaultPrivacyNotice({
      businessName: config.businessName ?? SITE_NAME,
      businessAddress: config.businessAddress,
      supportEmail: config.supportEmail,
      supportPhone: config.supportPhone,
      googleAnalytics: !!config.gaMeasurementId,
      retention: config.retention ?? DEFAULT_RETENTION,
    })
  );
}

/** /privacy: prerendered; the server renders it again when Settings change the notice. */
export function PrivacyPage() {
  return (
    <PageSection title={privacyPage.title}>
      <NoticeText text={privacyNoticeText()} />
    </PageSection>
  );
}
