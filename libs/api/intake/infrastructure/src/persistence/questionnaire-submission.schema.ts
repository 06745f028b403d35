import { EntitySchema, PropertyOptions } from '@mikro-orm/core';
import { AnswerField, Lead, QuestionnaireSubmission, SubmissionFile } from '@fw/api-intake-domain';
import { camelCase, FieldDescriptor, isListField, isTextField, QUESTIONNAIRE_FIELDS } from '@fw/shared-questionnaire';

/**
 * The column of each questionnaire answer, from its descriptor: long text as text, other text as
 * varchar of its limit, lists as json, flags as boolean, the date as date, a choice as varchar(20).
 */
function answerColumn(field: FieldDescriptor): PropertyOptions<QuestionnaireSubmission> & { type: string } {
  const names = { fieldName: field.name };
  if (isTextField(field))
    return field.kind === 'longText' ? { type: 'text', nullable: true, ...names } : { type: 'string', length: field.max, nullable: true, ...names };
  if (isListField(field)) return { type: 'json', ...names };
  switch (field.kind) {
    case 'flag':
      return { type: 'boolean', ...names };
    case 'date':
      return { type: 'string', columnType: 'date', nullable: true, ...names };
    case 'choice':
      return { type: 'string', length: 20, nullable: true, ...names };
  }
}

const answerColumns = () =>
  Object.fromEntries((QUESTIONNAIRE_FIELDS as readonly FieldDescriptor[]).map((field) => [camelCase(field.name), answerColumn(field)])) as Record<
    AnswerField,
    ReturnType<typeof answerColumn>
  >;

export const QuestionnaireSubmissionSchema = new EntitySchema<QuestionnaireSubmission>({
  class: QuestionnaireSubmission,
  tableName: 'questionnaire_submissions',
  properties: {
    id: { type: 'uuid', primary: true },
    clientId: { type: 'uuid', nullable: true, fieldName: 'client_id' },
    resumeTokenHash: { type: 'string', columnType: 'char(64)', fieldName: 'resume_token_hash', lazy: true },
    reminderTokenHash: { type: 'string', columnType: 'char(64)', nullable: true, fieldName: 'reminder_token_hash', lazy: true },
    remindersSent: { type: 'integer', fieldName: 'reminders_sent' },
    lastReminderAt: { type: 'Date', nullable: true, fieldName: 'last_reminder_at' },
    version: { type: 'integer' },
    currentStep: { type: 'integer', fieldName: 'current_step' },
    status: { type: 'string', length: 20 },
    completedAt: { type: 'Date', nullable: true, fieldName: 'completed_at' },
    reviewedAt: { type: 'Date', nullable: true, fieldName: 'reviewed_at' },
    uploadTokenHash: { type: 'string', columnType: 'char(64)', nullable: true, fieldName: 'upload_token_hash' },
    uploadLinkExpiresAt: { type: 'Date', nullable: true, fieldName: 'upload_link_expires_at' },
    uploadLinkClosedAt: { type: 'Date', nullable: true, fieldName: 'upload_link_closed_at' },
    ...answerColumns(),
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
    updatedAt: { type: 'Date', fieldName: 'updated_at', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

/** Contact-form messages kept as leads. */
export const LeadSchema = new EntitySchema<Lead>({
  class: Lead,
  tableName: 'contact_messages',
  properties: {
    id: { type: 'uuid', primary: true },
    name: { type: 'string', length: 100 },
    email: { type: 'string', length: 254 },
    subject: { type: 'string', length: 200 },
    message: { type: 'text' },
    status: { type: 'string', length: 20 },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
    updatedAt: { type: 'Date', fieldName: 'updated_at', onCreate: () => new Date(), onUpdate: () => new Date() },
  },
});

/** Files received through a questionnaire's upload link (the bytes are in object storage). */
export const SubmissionFileSchema = new EntitySchema<SubmissionFile>({
  class: SubmissionFile,
  tableName: 'questionnaire_files',
  properties: {
    id: { type: 'uuid', primary: true },
    submissionId: { type: 'uuid', fieldName: 'submission_id' },
    fileName: { type: 'string', length: 255, fieldName: 'file_name' },
    contentType: { type: 'string', length: 100, fieldName: 'content_type' },
    sizeBytes: { type: 'integer', fieldName: 'size_bytes' },
    storageKey: { type: 'string', length: 200, fieldName: 'storage_key' },
    mediaImageId: { type: 'uuid', nullable: true, fieldName: 'media_image_id' },
    createdAt: { type: 'Date', fieldName: 'created_at', onCreate: () => new Date() },
  },
});

export const intakeEntitySchemas = [QuestionnaireSubmissionSchema, LeadSchema, SubmissionFileSchema] as EntitySchema[];
