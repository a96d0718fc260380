import {
  BadRequestException,
  Controller,
  HttpCode,
  Post,
  Res,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser, SessionAuthGuard, SessionUser } from '@diary/server-auth';
import type { ImageAnalysisResponse } from '@diary/contracts';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { ImagesService, UploadedImage } from './images.service';
import { MESSAGES } from './upload-limits';

@Controller('api/images')
@UseGuards(SessionAuthGuard)
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  /** multipart/form-data, repeated field "image" → {texts: [one string per image]}. */
  @Post('analyze-text')
  @HttpCode(200)
  @UseInterceptors(ImageUploadInterceptor)
  async analyzeText(
    @UploadedFiles() files: UploadedImage[] | undefined,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ImageAnalysisResponse> {
    if (!files?.length) throw new BadRequestException(MESSAGES.noFiles);
    // The client went away (closed the tab, cancelled): its images still waiting are not read.
    const gone = new AbortController();
    const onClose = () => {
      if (!res.writableEnded) gone.abort();
    };
    res.once('close', onClose);
    try {
      return { texts: await this.images.extractTexts(files, user.id, gone.signal) };
    } finally {
      res.off('close', onClose);
    }
  }
}
