import {
  BadRequestException,
  Controller,
  HttpCode,
  Post,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { SessionAuthGuard } from '@diary/server-auth';
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
  async analyzeText(@UploadedFiles() files: UploadedImage[] | undefined): Promise<ImageAnalysisResponse> {
    if (!files?.length) throw new BadRequestException(MESSAGES.noFiles);
    return { texts: await this.images.extractTexts(files) };
  }
}
