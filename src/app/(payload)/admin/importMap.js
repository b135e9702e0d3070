import { LocaleStatus as LocaleStatus_1ea0357adc9db297452a8b7043e8340a } from '../../../features/preview/admin/locale-status'
import { TranslationCell as TranslationCell_75ebaba175c361cb73a6482457936663 } from '../../../features/translation/admin/translation-cell'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SearchPreview as SearchPreview_30a49c7ede1d0d3a37b5001d1b6587ce } from '../../../features/seo/admin/search-preview'
import { TranslationFilter as TranslationFilter_8b10f55e6cb4518119986f13fa3485c6 } from '../../../features/translation/admin/list-filter'
import { CheckedPublishButton as CheckedPublishButton_69201e59f60bab18225d9cfad484a410 } from '../../../features/preview/admin/publish-button'
import { LivePreview as LivePreview_0f1c2f7d56af100359f37f66579e2c5f } from '../../../features/preview/admin/live-preview'
import { BlockArranger as BlockArranger_6bf84ac0929c6edb6cd20053c9357590 } from '../../../features/block-controls/admin/arranger'
import { ExportSubscribersButton as ExportSubscribersButton_bc2d1f7028fd69d9ad9d0d9b715784ee } from '../../../features/newsletter/admin/export-button'
import { SendPanel as SendPanel_c1ebcbaeb229456edf7c893aa573e70f } from '../../../features/newsletter/issues/admin/send-panel'
import { WhatsNewButton as WhatsNewButton_8b2f50d104f96108b1aa5e917f953d7b } from '../../../features/newsletter/issues/admin/whats-new-button'
import { SpeedView as SpeedView_f7769496f6dd11dd01cde5d2f56cd8c7 } from '../../../features/vitals/admin/speed-view'
import { MenuRowLabel as MenuRowLabel_80b423d27bd279ce2fa44e4b25e69946 } from '../../../features/menu/admin/row-label'
import { TranslationPanel as TranslationPanel_d6b1ac198bd12925f5063fd973be2d8a } from '../../../features/translation/admin/dashboard-panel'
import { FieldFocus as FieldFocus_86484e3c3c84f05004cba298ca6cd939 } from '../../../features/click-to-edit/admin/field-focus'
import { EditorMark as EditorMark_2a879876bcfd2c743d380a3bbd7e0063 } from '../../../features/vitals/admin/editor-mark'
import { DatePickerLocale as DatePickerLocale_5d214a59c4ef05ab3f4c99b13a2391bd } from '../../../features/admin-dates/date-picker-locale'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/features/preview/admin/locale-status#LocaleStatus": LocaleStatus_1ea0357adc9db297452a8b7043e8340a,
  "/features/translation/admin/translation-cell#TranslationCell": TranslationCell_75ebaba175c361cb73a6482457936663,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/seo/admin/search-preview#SearchPreview": SearchPreview_30a49c7ede1d0d3a37b5001d1b6587ce,
  "/features/translation/admin/list-filter#TranslationFilter": TranslationFilter_8b10f55e6cb4518119986f13fa3485c6,
  "/features/preview/admin/publish-button#CheckedPublishButton": CheckedPublishButton_69201e59f60bab18225d9cfad484a410,
  "/features/preview/admin/live-preview#LivePreview": LivePreview_0f1c2f7d56af100359f37f66579e2c5f,
  "/features/block-controls/admin/arranger#BlockArranger": BlockArranger_6bf84ac0929c6edb6cd20053c9357590,
  "/features/newsletter/admin/export-button#ExportSubscribersButton": ExportSubscribersButton_bc2d1f7028fd69d9ad9d0d9b715784ee,
  "/features/newsletter/issues/admin/send-panel#SendPanel": SendPanel_c1ebcbaeb229456edf7c893aa573e70f,
  "/features/newsletter/issues/admin/whats-new-button#WhatsNewButton": WhatsNewButton_8b2f50d104f96108b1aa5e917f953d7b,
  "/features/vitals/admin/speed-view#SpeedView": SpeedView_f7769496f6dd11dd01cde5d2f56cd8c7,
  "/features/menu/admin/row-label#MenuRowLabel": MenuRowLabel_80b423d27bd279ce2fa44e4b25e69946,
  "/features/translation/admin/dashboard-panel#TranslationPanel": TranslationPanel_d6b1ac198bd12925f5063fd973be2d8a,
  "/features/click-to-edit/admin/field-focus#FieldFocus": FieldFocus_86484e3c3c84f05004cba298ca6cd939,
  "/features/vitals/admin/editor-mark#EditorMark": EditorMark_2a879876bcfd2c743d380a3bbd7e0063,
  "/features/admin-dates/date-picker-locale#DatePickerLocale": DatePickerLocale_5d214a59c4ef05ab3f4c99b13a2391bd,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
