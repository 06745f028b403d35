/** The widths the preview shows a page at, in CSS pixels, as common devices lay it out. */
export const PREVIEW_DEVICES = [
  { id: 'phone', label: 'Phone', width: 390 },
  { id: 'tablet', label: 'Tablet', width: 768 },
  { id: 'desktop', label: 'Desktop', width: 1280 },
] as const;

export type PreviewDevice = (typeof PREVIEW_DEVICES)[number]['id'];

export const widthOf = (device: PreviewDevice): number => PREVIEW_DEVICES.find((d) => d.id === device)!.width;

/** How much a page laid out at `deviceWidth` is shrunk to fit `boxWidth` (never enlarged). */
export function previewScale(boxWidth: number, deviceWidth: number): number {
  return boxWidth > 0 ? Math.min(1, boxWidth / deviceWidth) : 1;
}
