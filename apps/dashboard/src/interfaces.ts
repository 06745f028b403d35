/** JSON shapes the API sends, as generated from openapi/openapi.json (`npm run openapi`). */
import type {
  ActivityDto,
  AdminSubmissionDto,
  ClientResponseDto,
  CustomDomainDto,
  SiteLeadDto,
  EmailLogDto,
  LeadDto,
  MyWebsiteResponseDto,
  OrderDto,
  PostDto,
  SectionDto,
  WebsiteDto,
  WebsiteOwnerDto,
} from '@fw/shared-api-types';

export type WebsiteOwner = WebsiteOwnerDto;
export type Website = WebsiteDto;
export type CustomDomain = CustomDomainDto;
export type SiteLead = SiteLeadDto;
export type Section = SectionDto;
export type MyWebsite = MyWebsiteResponseDto;
export type Post = PostDto;
export type Activity = ActivityDto;
export type Client = ClientResponseDto;
export type Submission = AdminSubmissionDto;
export type EmailLog = EmailLogDto;
export type Order = OrderDto;
export type Lead = LeadDto;
export type LeadStatus = LeadDto['status'];
