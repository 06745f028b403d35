import { EntitySchema } from '@mikro-orm/core';
import { Lead, QuestionnaireSubmission } from '@fw/api-intake-domain';

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
    businessName: { type: 'string', length: 200, nullable: true, fieldName: 'business_name' },
    businessEmail: { type: 'string', length: 254, nullable: true, fieldName: 'business_email' },
    businessPhone: { type: 'string', length: 50, nullable: true, fieldName: 'business_phone' },
    industry: { type: 'string', length: 200, nullable: true },
    existingWebsiteUrl: { type: 'string', length: 500, nullable: true, fieldName: 'existing_website_url' },
    mainGoal: { type: 'text', nullable: true, fieldName: 'main_goal' },
    targetAudience: { type: 'text', nullable: true, fieldName: 'target_audience' },
    desiredAction: { type: 'text', nullable: true, fieldName: 'desired_action' },
    brandColors: { type: 'string', length: 500, nullable: true, fieldName: 'brand_colors' },
    stylePreferences: { type: 'text', nullable: true, fieldName: 'style_preferences' },
    likedWebsites: { type: 'json', fieldName: 'liked_websites' },
    dislikedWebsites: { type: 'json', fieldName: 'disliked_websites' },
    mainPages: { type: 'json', fieldName: 'main_pages' },
    hasExistingContent: { type: 'boolean', fieldName: 'has_existing_content' },
    contentNotes: { type: 'text', nullable: true, fieldName: 'content_notes' },
    uploadedFiles: { type: 'json', fieldName: 'uploaded_files' },
    needsEcommerce: { type: 'boolean', fieldName: 'needs_ecommerce' },
    needsBooking: { type: 'boolean', fieldName: 'needs_booking' },
    needsBlog: { type: 'boolean', fieldName: 'needs_blog' },
    needsOnlineOrdering: { type: 'boolean', fieldName: 'needs_online_ordering' },
    integrations: { type: 'json' },
    featureNotes: { type: 'text', nullable: true, fieldName: 'feature_notes' },
    idealLaunchDate: { type: 'string', columnType: 'date', nullable: true, fieldName: 'ideal_launch_date' },
    budgetRange: { type: 'string', length: 20, nullable: true, fieldName: 'budget_range' },
    wantsHosting: { type: 'boolean', fieldName: 'wants_hosting' },
    hostingNotes: { type: 'text', nullable: true, fieldName: 'hosting_notes' },
    additionalNotes: { type: 'text', nullable: true, fieldName: 'additional_notes' },
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

export const intakeEntitySchemas = [QuestionnaireSubmissionSchema, LeadSchema] as EntitySchema[];
