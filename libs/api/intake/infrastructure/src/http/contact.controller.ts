import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrors, clientIp, RateLimiterService } from '@fw/api-shared-infrastructure';
import { SendContactMessageUseCase } from '@fw/api-intake-application';
import { intakeConfig, IntakeConfig } from '../config/intake.config';
import { ContactAcceptedDto, ContactRequestDto } from './contact.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(
    private readonly sendContactMessage: SendContactMessageUseCase,
    private readonly rateLimiter: RateLimiterService,
    @Inject(intakeConfig.KEY) private readonly config: IntakeConfig,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Contact form: the business gets the message (Reply-To the visitor), the visitor an acknowledgement' })
  @ApiAcceptedResponse({ type: ContactAcceptedDto })
  @ApiErrors(400, 429)
  async send(@Body() body: ContactRequestDto, @Req() req: FastifyRequest): Promise<ContactAcceptedDto> {
    await this.rateLimiter.consume(
      [
        { key: `contact:ip:${clientIp(req)}`, limit: this.config.contactRateLimit, windowSeconds: this.config.contactRateWindowSeconds },
        { key: `contact:email:${body.email.toLowerCase()}`, limit: this.config.contactRateLimitPerEmail, windowSeconds: this.config.contactRateWindowSeconds },
      ],
      'Too many messages. Please try again later.',
    );
    await this.sendContactMessage.execute(body);
    return { message: 'Message sent' };
  }
}
