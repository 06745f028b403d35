import { IsEmailAddress } from '@fw/api-shared-infrastructure';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { CONTACT_LIMITS } from '@fw/shared-field-limits';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class ContactRequestDto {
  @ApiProperty({ maxLength: CONTACT_LIMITS.name }) @trim() @IsString() @IsNotEmpty() @MaxLength(CONTACT_LIMITS.name) name: string;
  @ApiProperty({ format: 'email', maxLength: CONTACT_LIMITS.email })
  @trim()
  @IsString()
  @IsNotEmpty()
  @MaxLength(CONTACT_LIMITS.email)
  @IsEmailAddress()
  email: string;
  @ApiProperty({ maxLength: CONTACT_LIMITS.subject }) @trim() @IsString() @IsNotEmpty() @MaxLength(CONTACT_LIMITS.subject) subject: string;
  @ApiProperty({ maxLength: CONTACT_LIMITS.message }) @trim() @IsString() @IsNotEmpty() @MaxLength(CONTACT_LIMITS.message) message: string;
}

export class ContactAcceptedDto {
  @ApiProperty({ example: 'Message sent' }) message: string;
}
