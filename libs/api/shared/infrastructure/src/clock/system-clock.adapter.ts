import { Injectable } from '@nestjs/common';
import { ClockPort } from '@fw/api-shared-application';

/** ClockPort on the machine's clock. */
@Injectable()
export class SystemClockAdapter extends ClockPort {
  now(): Date {
    return new Date();
  }
}
