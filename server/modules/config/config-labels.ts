import type { Locale } from '../../../contract/envelope.ts';

/**
 * The labels /config/index shows for each `cfg_*` field, so a refusal names the field as the member
 * reads it; the keys stay in `data.fields` for the console to place the error.
 */
const zh: Record<string, string> = {
  cfg_brand_title: '品牌名称',
  cfg_brand_logo: '品牌标志',
  cfg_brand_contact: '联系人',
  cfg_brand_phone: '联系电话',
  cfg_brand_email: '联系邮箱',
  cfg_brand_address: '地址',
  cfg_brand_intro: '品牌简介',
  cfg_brand_hours: '营业时间',
  cfg_attach_image_max_mb: '图片大小上限（MB）',
  cfg_attach_image_max_mp: '图片像素上限（百万像素）',
  cfg_attach_video_max_mb: '视频大小上限（MB）',
  cfg_attach_file_max_mb: '文件大小上限（MB）',
  cfg_attach_image_exts: '允许上传的图片类型',
  cfg_attach_video_exts: '允许上传的视频类型',
  cfg_attach_file_exts: '允许上传的文件类型',
  cfg_attach_thumb_width: '缩略图宽度（像素）',
  cfg_attach_storage: '存储位置',
  cfg_tech_site_url: '网站地址',
  cfg_tech_icp: 'ICP 备案号',
  cfg_tech_police_record: '公安备案号',
  cfg_tech_copyright: '版权信息',
  cfg_tech_service_phone: '客服电话',
  cfg_tech_site_api: '允许站点读取已发布的内容',
  cfg_document_agreement: '用户协议',
  cfg_document_privacy: '隐私政策',
};

const en: Record<string, string> = {
  cfg_brand_title: 'Brand name',
  cfg_brand_logo: 'Logo',
  cfg_brand_contact: 'Contact person',
  cfg_brand_phone: 'Phone',
  cfg_brand_email: 'E-mail',
  cfg_brand_address: 'Address',
  cfg_brand_intro: 'About the brand',
  cfg_brand_hours: 'Opening hours',
  cfg_attach_image_max_mb: 'Largest image (MB)',
  cfg_attach_image_max_mp: 'Largest image (megapixels)',
  cfg_attach_video_max_mb: 'Largest video (MB)',
  cfg_attach_file_max_mb: 'Largest file (MB)',
  cfg_attach_image_exts: 'Image types allowed',
  cfg_attach_video_exts: 'Video types allowed',
  cfg_attach_file_exts: 'File types allowed',
  cfg_attach_thumb_width: 'Thumbnail width (pixels)',
  cfg_attach_storage: 'Storage',
  cfg_tech_site_url: 'Website',
  cfg_tech_icp: 'ICP filing number',
  cfg_tech_police_record: 'Public security filing number',
  cfg_tech_copyright: 'Copyright notice',
  cfg_tech_service_phone: 'Service phone',
  cfg_tech_site_api: 'Let the site read the published content',
  cfg_document_agreement: 'User agreement',
  cfg_document_privacy: 'Privacy policy',
};

/** A field path (`cfg_brand_address.areaId`) by the label of its setting; an unknown key as sent. */
export function configLabel(locale: Locale, path: string): string {
  const key = path.split('.')[0] ?? path;
  return (locale === 'en' ? en : zh)[key] ?? key;
}
