import type { ReactNode } from 'react';
import { Input, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { SITE_LIMITS } from '@fw/shared-field-limits';
import type { Section } from '../../interfaces';
import { fieldProblem, sectionGroups, type SectionField } from './section-groups';
import { ImagePicker } from '../../components/image-picker/image-picker';
import type { Image } from '../../lib/image-library-api';

/** The website's image library as Edit Content's image slots choose from it. */
export interface SlotLibrary {
  images: readonly Image[] | undefined;
  refresh: () => void;
}

interface ManifestFieldsProps {
  templateId: string | null | undefined;
  sections: Section[];
  /** A field of a section took the focus (the preview follows). */
  onFocusSection?: (key: string) => void;
  /** One section's field and what goes with it (history, conflict choice). */
  children: (field: SectionField) => ReactNode;
}

/** Edit Content's fields grouped by page, in the order and with the words of the website's template. */
export function ManifestFields({ templateId, sections, onFocusSection, children }: ManifestFieldsProps) {
  return sectionGroups(templateId, sections).map((group) => (
    <section key={group.id} aria-labelledby={`section-group-${group.id}`} data-testid={`section-group-${group.id}`} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id={`section-group-${group.id}`} style={{ fontSize: 18, marginBottom: 2 }}>
        {group.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        {group.description}
      </Typography.Paragraph>
      {group.fields.map((field) => (
        <div key={field.section.id} onFocus={() => onFocusSection?.(field.section.section_key)}>
          {children(field)}
        </div>
      ))}
    </section>
  ));
}

/** The template's rules for a field, checked as the person types (the server checks them again). */
export function sectionRules(templateId: string | null | undefined, field: SectionField): Rule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const problem = fieldProblem(templateId, field, typeof value === 'string' ? value : '');
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    },
  ];
}

interface SectionInputProps {
  field: SectionField;
  readOnly: boolean;
  disabled: boolean;
  library?: SlotLibrary;
  // Given by Form.Item:
  id?: string;
  value?: string;
  onChange?: (event: unknown) => void;
}

/** The input a section's kind calls for: one line, a phone or e-mail keyboard, lines of text, or images from the library. */
export function SectionInput({ field, readOnly, disabled, library, ...control }: SectionInputProps) {
  const { spec, section } = field;
  const common = { ...control, readOnly, disabled, variant: readOnly ? ('filled' as const) : undefined };
  const maxLength = spec?.maxLength ?? SITE_LIMITS.sectionContent;
  const kind = spec?.kind ?? (section.content_type === 'text' ? 'short_text' : 'long_text');
  switch (kind) {
    case 'short_text':
      return <Input {...common} maxLength={maxLength} showCount={maxLength <= 300 && !readOnly} />;
    case 'phone':
      return <Input {...common} type="tel" inputMode="tel" autoComplete="tel" maxLength={maxLength} style={{ maxWidth: 320 }} />;
    case 'email':
      return <Input {...common} type="email" inputMode="email" autoComplete="email" maxLength={maxLength} style={{ maxWidth: 420 }} />;
    case 'image':
    case 'image_list':
      return (
        <ImagePicker
          {...control}
          onChange={(value) => control.onChange?.(value)}
          label={spec?.label ?? section.section_key}
          images={library?.images}
          onOpen={library?.refresh}
          multiple={kind === 'image_list'}
          maxItems={spec?.maxItems}
          readOnly={readOnly}
          disabled={disabled}
        />
      );
    case 'list':
    case 'opening_hours':
      return <Input.TextArea {...common} autoSize={{ minRows: 3, maxRows: 14 }} maxLength={maxLength} />;
    default:
      return <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 12 }} maxLength={maxLength} />;
  }
}
