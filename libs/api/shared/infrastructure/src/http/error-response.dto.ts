import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The one error shape every endpoint answers with. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 }) statusCode: number;
  @ApiProperty({ example: 'REQUEST.VALIDATION' }) code: string;
  @ApiProperty({ example: 'email must be an email' }) message: string;
  @ApiPropertyOptional({ example: { fields: { email: ['email must be an email'] } } }) details?: Record<string, unknown>;
}
