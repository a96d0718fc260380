// Bullet lines: the description format every summary and report shares ("- " per line).

/** Joins items as "- item" lines, dropping empty ones and any bullet marker already present. */
export function toBulletLines(items: string[]): string {
  return items
    .map((item) =>
      item
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^([-*•–]|\d+[.)])\s+/, '')
        .trim(),
    )
    .filter((item) => item.length > 0)
    .map((item) => `- ${item}`)
    .join('\n');
}
