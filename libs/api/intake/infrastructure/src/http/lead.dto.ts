import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { LEAD_STATUSES, LeadStatus, SUBMISSION_STATUSES } from '@fw/api-intake-domain';
import type { LeadWithLinks } from '../persistence/leads-admin.query';

export class LeadSubmissionLinkDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true }) business_name: string | null;
  @ApiProperty({ enum: SUBMISSION_STATUSES }) status: string;
}

export class LeadClientLinkDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true }) full_name: string | null;
  @ApiProperty() email: string;
}

export class LeadDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: LEAD_STATUSES }) status: LeadStatus;
  @ApiProperty({
    type: LeadSubmissionLinkDto,
    nullable: true,
    description: 'The questionnaire with the same business e-mail (a completed one first, else the newest)',
  })
  submission: LeadSubmissionLinkDto | null;
  @ApiProperty({ type: LeadClientLinkDto, nullable: true, description: 'The client account with the same e-mail' })
  client: LeadClientLinkDto | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class UpdateLeadRequestDto {
  @ApiProperty({ enum: LEAD_STATUSES }) @IsString() @IsIn(LEAD_STATUSES) status: LeadStatus;
}

export function toLeadDto({ lead, links }: LeadWithLinks): LeadDto {
  return {
    id: lead.id,
    name: lead.name,
    email: lead.email,
    subject: lead.subject,
    message: lead.message,
    status: lead.status,
    submission: links.submission ? { id: links.submission.id, business_name: links.submission.businessName, status: links.submission.status } : null,
    client: links.client ? { id: links.client.id, full_name: links.client.fullName, email: links.client.email } : null,
    created_at: new Date(lead.createdAt).toISOString(),
    updated_at: new Date(lead.updatedAt).toISOString(),
  };
}
