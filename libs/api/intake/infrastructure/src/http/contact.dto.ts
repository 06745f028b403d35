import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class ContactRequestDto {
  @ApiProperty({ maxLength: 100 }) @trim() @IsString() @IsNotEmpty() @MaxLength(100) name: string;
  @ApiProperty({ format: 'email', maxLength: 254 }) @trim() @IsString() @IsNotEmpty() @MaxLength(254) @IsEmail() email: string;
  @ApiProperty({ maxLength: 200 }) @trim() @IsString() @IsNotEmpty() @MaxLength(200) subject: string;
  @ApiProperty({ maxLength: 5000 }) @trim() @IsString() @IsNotEmpty() @MaxLength(5000) message: string;
}

export class ContactAcceptedDto {
  @ApiProperty({ example: 'Message sent' }) message: string;
}
